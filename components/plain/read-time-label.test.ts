import { describe, expect, it } from "vitest";
import { readTimeLabel } from "./read-time-label";

const TEXT = { loadedAt: "dati delle {time}", loadedOn: "dati del {date} alle {time}" };
const READ = new Date(2031, 6, 12, 19, 51, 30).getTime();

describe("readTimeLabel", () => {
  it("states the time of the server's read, for a copy read today", () => {
    expect(readTimeLabel(TEXT, READ, new Date(2031, 6, 12, 23, 5).getTime(), "it")).toBe("dati delle 19:51");
  });

  it("adds the day for a copy read on an earlier day", () => {
    expect(readTimeLabel(TEXT, READ, new Date(2031, 6, 13, 9, 0).getTime(), "it")).toBe(
      "dati del 12/07/2031 alle 19:51",
    );
    expect(
      readTimeLabel(
        { loadedAt: "data as of {time}", loadedOn: "data as of {date} {time}" },
        READ,
        new Date(2031, 6, 13, 9, 0).getTime(),
        "en",
      ),
    ).toBe("data as of 12/07/2031 19:51");
  });
});
