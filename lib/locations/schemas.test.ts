import { describe, expect, it } from "vitest";
import { locationSearchSchema, percentageSchema, saveLocationSchema, saveRoomTypeSchema } from "./schemas";

describe("locationSearchSchema types", () => {
  const types = (value: unknown) => locationSearchSchema.parse({ types: value }).types;
  it("takes a repeated parameter, a comma list, or nothing", () => {
    expect(types(undefined)).toEqual([]);
    expect(types("")).toEqual([]);
    expect(types("Hotel")).toEqual(["Hotel"]);
    expect(types("Hotel, Casino")).toEqual(["Hotel", "Casino"]);
    expect(types(["Hotel", "BedAndBreakfast,Casino", "Hotel"])).toEqual([
      "Hotel",
      "BedAndBreakfast",
      "Casino",
    ]);
  });
  it("refuses an unknown type", () => {
    expect(locationSearchSchema.safeParse({ types: "Hotel,Motel" }).success).toBe(false);
  });
});

describe("percentageSchema", () => {
  it("keeps 0..100 with at most 2 decimals as a string; empty is null", () => {
    expect(percentageSchema.parse("10")).toBe("10");
    expect(percentageSchema.parse(" 12.5 ")).toBe("12.5");
    expect(percentageSchema.parse(100)).toBe("100");
    expect(percentageSchema.parse("")).toBeNull();
    expect(percentageSchema.parse(null)).toBeNull();
    expect(percentageSchema.parse(undefined)).toBeNull();
  });
  it("refuses anything else", () => {
    for (const bad of ["100.01", "1.234", "-1", "1e2", "10,5", ".5", "abc", 1000, Number.NaN]) {
      expect(percentageSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe("saveLocationSchema", () => {
  it('says "Name is mandatory" through its message key', () => {
    const result = saveLocationSchema.safeParse({ name: " " });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(["locationNameRequired"]);
  });
  it("keeps the booking e-mail trimmed, an empty one as null, and refuses a wrong one", () => {
    const bookingEmail = (value: unknown) =>
      saveLocationSchema.parse({ name: "H", bookingEmail: value }).bookingEmail;
    expect(bookingEmail(" prenotazioni@hotel.example.it ")).toBe("prenotazioni@hotel.example.it");
    expect(bookingEmail("")).toBeNull();
    expect(bookingEmail("   ")).toBeNull();
    expect(bookingEmail(null)).toBeNull();
    expect(bookingEmail(undefined)).toBeNull();
    const wrong = saveLocationSchema.safeParse({ name: "H", bookingEmail: "prenotazioni@" });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues.map((issue) => issue.message)).toEqual(["wrongEmail"]);
  });
});

describe("saveRoomTypeSchema", () => {
  it("takes a whole capacity from 1 to 20", () => {
    expect(saveRoomTypeSchema.safeParse({ type: "Doppia", capacity: 2 }).success).toBe(true);
    for (const capacity of [0, 21, 2.5, "2"]) {
      expect(saveRoomTypeSchema.safeParse({ type: "Doppia", capacity }).success).toBe(false);
    }
  });
});
