import { describe, expect, it } from "vitest";
import { apiToInstant, dateToApi, instantToApi, isValidCalendarDate, romeToday } from ".";
import { apiDateSchema, requiredDateSchema } from "./schema";

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

  it("requires a day when asked to, naming the missing field", () => {
    expect(requiredDateSchema("checkInRequired").parse("2026-05-02T00:00:00")).toBe("2026-05-02");
    const missing = requiredDateSchema("checkInRequired").safeParse("");
    expect(missing.error?.issues[0]?.message).toBe("checkInRequired");
    expect(requiredDateSchema("checkInRequired").safeParse("2026-02-30").error?.issues[0]?.message).toBe(
      "invalidDate",
    );
  });

  it("names today's day in Rome, not in the process's zone", () => {
    expect(romeToday(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(romeToday(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(romeToday(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });
});
