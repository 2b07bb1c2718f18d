import { describe, expect, it } from "vitest";
import {
  allottedForNight,
  availabilityAlert,
  isNightInPeriod,
  nightAlert,
  nightCount,
  nightlyAvailability,
  nightsOfStay,
  overridesToStore,
  periodEdges,
  periodsOverlap,
} from "./nights";

describe("nights of a stay", () => {
  it("counts check-in up to the night before check-out", () => {
    const stay = { checkIn: "2026-05-10", checkOut: "2026-05-13" };
    expect(nightsOfStay(stay)).toEqual(["2026-05-10", "2026-05-11", "2026-05-12"]);
    expect(nightCount(stay)).toBe(3);
  });

  it("has one night for a one-night stay and none when check-out is not after check-in", () => {
    expect(nightsOfStay({ checkIn: "2026-05-10", checkOut: "2026-05-11" })).toEqual(["2026-05-10"]);
    expect(nightsOfStay({ checkIn: "2026-05-10", checkOut: "2026-05-10" })).toEqual([]);
    expect(nightsOfStay({ checkIn: "2026-05-10", checkOut: "2026-05-08" })).toEqual([]);
    expect(nightCount({ checkIn: "2026-05-10", checkOut: "2026-05-08" })).toBe(0);
  });

  it("spans daylight saving changes and month ends", () => {
    expect(nightsOfStay({ checkIn: "2026-03-28T00:00:00", checkOut: "2026-04-01T00:00:00" })).toEqual([
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
      "2026-03-31",
    ]);
  });

  it("gives the first and last night of a period", () => {
    expect(periodEdges({ checkIn: "2026-05-10", checkOut: "2026-05-13" })).toEqual({
      firstNight: "2026-05-10",
      lastNight: "2026-05-12",
    });
    expect(periodEdges({ checkIn: "2026-05-10", checkOut: "2026-05-10" })).toBeNull();
  });

  it("treats the check-out day as outside the period", () => {
    const period = { checkIn: "2026-05-10", checkOut: "2026-05-13" };
    expect(isNightInPeriod("2026-05-09", period)).toBe(false);
    expect(isNightInPeriod("2026-05-10", period)).toBe(true);
    expect(isNightInPeriod("2026-05-12T00:00:00", period)).toBe(true);
    expect(isNightInPeriod("2026-05-13", period)).toBe(false);
  });
});

describe("periodsOverlap", () => {
  const may10to13 = { checkIn: "2026-05-10", checkOut: "2026-05-13" };

  it("finds periods sharing a night", () => {
    expect(periodsOverlap(may10to13, { checkIn: "2026-05-12", checkOut: "2026-05-15" })).toBe(true);
    expect(periodsOverlap(may10to13, { checkIn: "2026-05-08", checkOut: "2026-05-11" })).toBe(true);
    expect(periodsOverlap(may10to13, { checkIn: "2026-05-11", checkOut: "2026-05-12" })).toBe(true);
    expect(periodsOverlap(may10to13, { checkIn: "2026-05-01", checkOut: "2026-05-31" })).toBe(true);
    expect(periodsOverlap(may10to13, may10to13)).toBe(true);
  });

  it("lets a period start on the check-out day of another", () => {
    expect(periodsOverlap(may10to13, { checkIn: "2026-05-13", checkOut: "2026-05-16" })).toBe(false);
    expect(periodsOverlap(may10to13, { checkIn: "2026-05-07", checkOut: "2026-05-10" })).toBe(false);
  });
});

describe("per-night allotment", () => {
  const period = { checkIn: "2026-05-10", checkOut: "2026-05-14" };

  it("uses the night's override, else the room's availability", () => {
    const overrides = [{ day: "2026-05-11", availability: 3 }];
    expect(allottedForNight(10, overrides, "2026-05-10")).toBe(10);
    expect(allottedForNight(10, overrides, "2026-05-11")).toBe(3);
    expect(allottedForNight(10, overrides, "2026-05-11T00:00:00")).toBe(3);
    expect(allottedForNight(10, [{ day: "2026-05-12", availability: 0 }], "2026-05-12")).toBe(0);
  });

  it("lists every night with allotted and free rooms (allotted - booked)", () => {
    const booked: Record<string, number> = { "2026-05-11": 2, "2026-05-12": 7 };
    expect(
      nightlyAvailability(period, 5, [{ day: "2026-05-12", availability: 6 }], (night) => booked[night] ?? 0),
    ).toEqual([
      { day: "2026-05-10", availability: 5, totalAvailability: 5 },
      { day: "2026-05-11", availability: 5, totalAvailability: 3 },
      { day: "2026-05-12", availability: 6, totalAvailability: -1 },
      { day: "2026-05-13", availability: 5, totalAvailability: 5 },
    ]);
  });

  it("has nothing booked unless told", () => {
    expect(nightlyAvailability(period, 2, []).map((n) => n.totalAvailability)).toEqual([2, 2, 2, 2]);
  });
});

describe("overridesToStore", () => {
  const period = { checkIn: "2026-05-10", checkOut: "2026-05-13" };

  it("keeps only the nights that differ from the base, sorted", () => {
    expect(
      overridesToStore(period, 10, [
        { day: "2026-05-12T00:00:00", availability: 4 },
        { day: "2026-05-10", availability: 10 },
        { day: "2026-05-11", availability: 0 },
      ]),
    ).toEqual({
      overrides: [
        { day: "2026-05-11", availability: 0 },
        { day: "2026-05-12", availability: 4 },
      ],
      outside: [],
    });
  });

  it("reports nights outside the period, the check-out day included", () => {
    expect(
      overridesToStore(period, 10, [
        { day: "2026-05-13", availability: 2 },
        { day: "2026-05-09", availability: 2 },
        { day: "2026-05-11", availability: 2 },
      ]),
    ).toEqual({ overrides: [{ day: "2026-05-11", availability: 2 }], outside: ["2026-05-09", "2026-05-13"] });
  });

  it("lets the last value given for a night win", () => {
    expect(
      overridesToStore(period, 10, [
        { day: "2026-05-11", availability: 2 },
        { day: "2026-05-11", availability: 10 },
      ]).overrides,
    ).toEqual([]);
  });
});

describe("availability alerts", () => {
  it("is an error below 0, a warning from 0 to 5, nothing above", () => {
    expect(availabilityAlert([8, -1, 3])).toBe("Error");
    expect(availabilityAlert([8, 0, 9])).toBe("Warning");
    expect(availabilityAlert([8, 5])).toBe("Warning");
    expect(availabilityAlert([6, 20])).toBeNull();
    expect(availabilityAlert([])).toBeNull();
    expect(nightAlert(-2)).toBe("Error");
    expect(nightAlert(0)).toBe("Warning");
    expect(nightAlert(6)).toBeNull();
  });
});
