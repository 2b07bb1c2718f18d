/**
 * Calendar days "YYYY-MM-DD" (a date column; the API's "YYYY-MM-DDT00:00:00" cut to its day).
 * A day is reckoned as UTC midnight, so day arithmetic never meets a daylight-saving change.
 * Plain functions without dependencies: the browser imports them too.
 */

/** A calendar day "YYYY-MM-DD". */
export type IsoDay = string;

/** The one pattern of a calendar day; `isIsoDay` also checks that the day exists. */
export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const MS_PER_DAY = 86_400_000;

/** Day 0 of Excel's 1900 date system (serial 1 is 1900-01-01 counting Excel's fictitious 29/02/1900). */
const EXCEL_DAY_ZERO = "1899-12-30";

/** True for a real calendar day (rejects 2025-02-30). */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Year, month (1-12) and day -> "YYYY-MM-DD"; null when that day does not exist. */
export function calendarDay(year: number, month: number, day: number): IsoDay | null {
  if (!isValidCalendarDate(year, month, day)) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** True when `value` is exactly "YYYY-MM-DD" and that day exists. */
export function isIsoDay(value: string | null | undefined): value is IsoDay {
  const match = value ? ISO_DAY.exec(value) : null;
  return !!match && isValidCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** "YYYY-MM-DD…" -> its UTC midnight in milliseconds; throws on anything else. */
function utcMidnight(day: string): number {
  const match = ISO_DAY.exec(day.slice(0, 10));
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The day `count` days after `day` ("YYYY-MM-DD…"); before it when `count` is negative. */
export function addDays(day: string, count: number): IsoDay {
  return new Date(utcMidnight(day) + count * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` comes first): the nights of a stay check-in -> check-out. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY);
}

/** An Excel serial day number (1900 date system, no time) -> "YYYY-MM-DD". */
export function excelSerialToDay(serial: number): IsoDay {
  return addDays(EXCEL_DAY_ZERO, serial);
}

/** "YYYY-MM-DD…" -> Excel's serial day number (1900 date system, no time); throws on a non-day. */
export function dayToExcelSerial(day: string): number {
  return daysBetween(EXCEL_DAY_ZERO, day);
}

/**
 * "YYYY-MM-DD…" -> "dd/mm/yyyy", the app's date in both languages (as the date pickers show it).
 * Empty for null or ""; any other text is returned as it is.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return "";
  const match = ISO_DAY.exec(value.slice(0, 10));
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A local timestamp "YYYY-MM-DDTHH:mm:ss" -> "dd/mm/yyyy HH:mm" (a bare day gets 00:00). Empty for null or "". */
export function formatDayTime(value: string | null | undefined): string {
  if (!value) return "";
  const [day = "", time = "00:00:00"] = value.split("T");
  return `${formatDay(day)} ${time.slice(0, 5)}`;
}
