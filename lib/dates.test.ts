import { describe, expect, it } from "vitest";
import { apiDateSchema, apiToInstant, dateToApi, instantToApi, isValidCalendarDate } from "./dates";

describe("API dates", () => {
  it("writes date columns as local timestamps", () => {
    expect(dateToApi("2026-03-01")).toBe("2026-03-01T00:00:00");
    expect(dateToApi(null)).toBeNull();
  });

  it("writes instants in Rome's wall-clock time, summer and winter", () => {
    expect(instantToApi(new Date("2026-07-01T10:00:00Z"))).toBe("2026-07-01T12:00:00");
    expect(instantToApi(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-16T00:30:00");
  });

  it("reads a Rome timestamp back to the same instant, across daylight saving", () => {
    for (const iso of [
      "2026-07-01T10:00:00Z",
      "2026-01-15T23:30:00Z",
      "2026-03-29T00:30:00Z",
      "2026-10-25T02:30:00Z",
    ]) {
      const instant = new Date(iso);
      expect(apiToInstant(instantToApi(instant))?.toISOString()).toBe(instant.toISOString());
    }
    expect(apiToInstant("not-a-date")).toBeNull();
    expect(apiToInstant("2026-02-30T10:00:00")).toBeNull();
  });

  it("parses dates from the API and rejects impossible days", () => {
    expect(apiDateSchema.parse("2026-05-02T00:00:00")).toBe("2026-05-02");
    expect(apiDateSchema.parse("2026-05-02")).toBe("2026-05-02");
    expect(apiDateSchema.parse("")).toBeNull();
    expect(apiDateSchema.parse(null)).toBeNull();
    expect(apiDateSchema.safeParse("2026-02-30").success).toBe(false);
    expect(apiDateSchema.safeParse("02/05/2026").success).toBe(false);
    expect(isValidCalendarDate(2028, 2, 29)).toBe(true);
    expect(isValidCalendarDate(2027, 2, 29)).toBe(false);
  });
});
