import { describe, expect, it } from "vitest";
import {
  addDays,
  calendarDay,
  dayToExcelSerial,
  daysBetween,
  excelSerialToDay,
  formatDay,
  formatDayTime,
  isIsoDay,
} from "./day";

describe("calendar days", () => {
  it("accepts only whole days that exist", () => {
    expect(isIsoDay("2026-02-28")).toBe(true);
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("2026-13-01")).toBe(false);
    expect(isIsoDay("2026-2-28")).toBe(false);
    expect(isIsoDay("2026-02-28T00:00:00")).toBe(false);
    expect(isIsoDay("")).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });

  it("builds a day from its parts, padded, or null when it does not exist", () => {
    expect(calendarDay(2026, 3, 5)).toBe("2026-03-05");
    expect(calendarDay(2026, 2, 29)).toBeNull();
    expect(calendarDay(2026, 0, 10)).toBeNull();
  });

  it("adds days across months, years, leap days and daylight-saving changes (Rome: 29 March 2026)", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-05-10T00:00:00", 2)).toBe("2026-05-12");
    expect(() => addDays("10/05/2026", 1)).toThrow("Not a calendar day");
  });

  it("counts the nights between two days", () => {
    expect(daysBetween("2026-03-28", "2026-03-31")).toBe(3);
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-05-10", "2026-05-10")).toBe(0);
    expect(daysBetween("2026-05-10", "2026-05-08")).toBe(-2);
    expect(daysBetween("2026-05-10T00:00:00", "2026-05-12T00:00:00")).toBe(2);
  });

  it("reads and writes Excel's serial days (1900 system)", () => {
    expect(excelSerialToDay(61)).toBe("1900-03-01");
    expect(excelSerialToDay(25_569)).toBe("1970-01-01");
    expect(excelSerialToDay(47_978)).toBe("2031-05-10");
    expect(dayToExcelSerial("1900-03-01")).toBe(61);
    expect(dayToExcelSerial("2024-02-29")).toBe(45_351);
    expect(dayToExcelSerial("2031-05-10T00:00:00")).toBe(47_978);
    expect(() => dayToExcelSerial("10/05/2031")).toThrow();
  });

  it("shows days and local timestamps the Italian way", () => {
    expect(formatDay("2026-01-05")).toBe("05/01/2026");
    expect(formatDay("2026-11-22T00:00:00")).toBe("22/11/2026");
    expect(formatDay("")).toBe("");
    expect(formatDay(null)).toBe("");
    expect(formatDay("domani")).toBe("domani");
    expect(formatDayTime("2026-11-28T03:05:09")).toBe("28/11/2026 03:05");
    expect(formatDayTime("2026-11-28")).toBe("28/11/2026 00:00");
    expect(formatDayTime(undefined)).toBe("");
  });
});
