import { describe, expect, it, vi } from "vitest";
import { sendCopiedMessage } from "./send-message";

describe("sendCopiedMessage", () => {
  it("copies the message, then records the send", async () => {
    const calls: string[] = [];
    const outcome = await sendCopiedMessage({
      text: "NUOVE PRENOTAZIONI (1)",
      copiedByHand: false,
      copy: async (text) => {
        calls.push(`copy ${text}`);
        return true;
      },
      record: async () => {
        calls.push("record");
        return true;
      },
    });
    expect(outcome).toBe("sent");
    expect(calls).toEqual(["copy NUOVE PRENOTAZIONI (1)", "record"]);
  });

  it("records nothing when the clipboard refuses the message", async () => {
    const record = vi.fn(async () => true);
    const outcome = await sendCopiedMessage({
      text: "PRENOTAZIONI ANNULLATE (1)",
      copiedByHand: false,
      copy: async () => false,
      record,
    });
    expect(outcome).toBe("notCopied");
    expect(record).not.toHaveBeenCalled();
  });

  it("writes to the clipboard before awaiting anything (still inside the tap)", () => {
    const copy = vi.fn(async () => true);
    void sendCopiedMessage({ text: "m", copiedByHand: false, copy, record: async () => true });
    expect(copy).toHaveBeenCalledWith("m");
  });

  it("records without the clipboard once the clerk says they copied it by hand", async () => {
    const copy = vi.fn(async () => false);
    const outcome = await sendCopiedMessage({
      text: "m",
      copiedByHand: true,
      copy,
      record: async () => true,
    });
    expect(outcome).toBe("sent");
    expect(copy).not.toHaveBeenCalled();
  });

  it("says when the server did not record the send", async () => {
    const outcome = await sendCopiedMessage({
      text: "m",
      copiedByHand: false,
      copy: async () => true,
      record: async () => false,
    });
    expect(outcome).toBe("notSaved");
  });
});
