import { describe, expect, it } from "vitest";
import { withRequestId } from "./request-id";

const answer = (status: number, id?: string) =>
  new Response(null, { status, headers: id ? { "x-request-id": id } : {} });

describe("withRequestId", () => {
  it("adds the request code after the messages of a 5xx that names its request", () => {
    expect(withRequestId(["Si è verificato un errore"], answer(500, "5e1f00d4a2b9"))).toEqual([
      "Si è verificato un errore",
      "Codice richiesta: 5e1f00d4a2b9",
    ]);
    expect(withRequestId([], answer(503, "0123456789ab"))).toEqual(["Codice richiesta: 0123456789ab"]);
  });

  it("leaves a 4xx, or a 5xx without an id, as it is", () => {
    expect(withRequestId(["Conflitto"], answer(409, "5e1f00d4a2b9"))).toEqual(["Conflitto"]);
    expect(withRequestId(["Errore"], answer(500))).toEqual(["Errore"]);
  });
});
