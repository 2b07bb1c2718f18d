import { describe, expect, it } from "vitest";
import { isEventRunning } from "./running";

const event = { dateFrom: "2026-11-20T00:00:00", dateTo: "2026-11-23T00:00:00" };

describe("isEventRunning", () => {
  it("is true from the first day to the last, both included", () => {
    expect(isEventRunning(event, "2026-11-20")).toBe(true);
    expect(isEventRunning(event, "2026-11-21")).toBe(true);
    expect(isEventRunning(event, "2026-11-23")).toBe(true);
  });

  it("is false the day before and the day after", () => {
    expect(isEventRunning(event, "2026-11-19")).toBe(false);
    expect(isEventRunning(event, "2026-11-24")).toBe(false);
  });

  it("holds for a one-day event on its day", () => {
    expect(isEventRunning({ dateFrom: "2026-12-31", dateTo: "2026-12-31" }, "2026-12-31")).toBe(true);
  });
});
