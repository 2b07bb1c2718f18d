import { describe, expect, it } from "vitest";
import { wouldOverbook, stayAlert, type StayNight } from "./availability";
import { needsAvailabilityCheck, stayChanged } from "./rules";

describe("when a save checks availability again", () => {
  const stay = {
    checkIn: "2031-05-10",
    checkOut: "2031-05-12",
    locationId: 1,
    roomTypeId: 2,
    status: "Confirmed" as const,
    type: "Standard" as const,
  };
  it("on creation, leaving Canceled, or a change of dates, hotel, room type or to Guest/Staff", () => {
    expect(needsAvailabilityCheck({ before: null, after: stay })).toBe(true);
    expect(needsAvailabilityCheck({ before: stay, after: stay })).toBe(false);
    expect(needsAvailabilityCheck({ before: { ...stay, status: "Canceled" }, after: stay })).toBe(true);
    expect(needsAvailabilityCheck({ before: stay, after: { ...stay, checkOut: "2031-05-13" } })).toBe(true);
    expect(needsAvailabilityCheck({ before: stay, after: { ...stay, roomTypeId: 3 } })).toBe(true);
    expect(needsAvailabilityCheck({ before: stay, after: { ...stay, type: "Guest" } })).toBe(true);
    expect(needsAvailabilityCheck({ before: { ...stay, type: "Guest" }, after: stay })).toBe(false);
    expect(needsAvailabilityCheck({ before: stay, after: { ...stay, type: "Packet" } })).toBe(false);
    expect(needsAvailabilityCheck({ before: stay, after: { ...stay, status: "Canceled" } })).toBe(false);
  });
  it("prices again only when the stay changes", () => {
    expect(stayChanged(stay, { ...stay })).toBe(false);
    expect(stayChanged(stay, { ...stay, locationId: 9 })).toBe(true);
    expect(stayChanged(null, stay)).toBe(true);
  });
});

describe("overbooking and alert", () => {
  const night = (free: number): StayNight => ({
    day: "2031-05-10",
    sellPrice: "1",
    dailyTax: "0",
    allotted: 10,
    booked: 10 - free,
    free,
    covered: true,
  });
  it("overbooks when a night has free <= 0 or fewer than the rooms wanted", () => {
    expect(wouldOverbook([night(3), night(1)], 1)).toBe(false);
    expect(wouldOverbook([night(3), night(0)], 1)).toBe(true);
    expect(wouldOverbook([night(3), night(2)], 3)).toBe(true);
  });
  it("warns at 0..5 free rooms and errors below 0", () => {
    expect(stayAlert([night(6), night(10)])).toBeNull();
    expect(stayAlert([night(6), night(5)])).toBe("Warning");
    expect(stayAlert([night(0)])).toBe("Warning");
    expect(stayAlert([night(-1), night(3)])).toBe("Error");
  });
});
