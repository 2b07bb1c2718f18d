/**
 * Cell values of an imported sheet (a string from a CSV, a string, number, Date or boolean from an
 * XLSX) read as the festival import's types. Each reader answers null when the cell does not hold
 * a value of its type; an empty cell is `isBlank`.
 */
import { calendarDay, excelSerialToDay } from "@/lib/dates";
import { centsToDecimal, MAX_AMOUNT_CENTS, parseMoney } from "@/lib/money/cents";

export type CellValue = string | number | boolean | Date | null | undefined;

export const isBlank = (value: CellValue) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** A day that exists, in the years 1900-2999 (any other year in a festival's sheet is a typing error). */
const validDay = (year: number, month: number, day: number) =>
  year < 1900 || year > 2999 ? null : calendarDay(year, month, day);

/**
 * A calendar day "YYYY-MM-DD": an XLSX date (a Date at UTC midnight, or an Excel serial number),
 * or text "dd/mm/yyyy" (also with "-" or "."; two-digit years are 20yy) or "yyyy-mm-dd", with an
 * optional time after it that is ignored.
 */
export function cellDay(value: CellValue): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // A date typed in a sheet is midnight; a reader in another zone may shift it by hours.
    const shifted = new Date(value.getTime() + 12 * 3_600_000);
    return validDay(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 1 || value > 400_000) return null;
    const day = excelSerialToDay(Math.floor(value));
    return day >= "1900-01-01" ? day : null;
  }
  if (typeof value !== "string") return null;
  const text = value.trim();
  let m = text.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/);
  if (m) return validDay(+m[1]!, +m[2]!, +m[3]!);
  m = text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T]\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)?$/);
  if (m) return validDay(m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!, +m[2]!, +m[1]!);
  return null;
}

/**
 * An amount in euros as an exact decimal string "1234.50", read by lib/money's parser: a number
 * cell, or text in Italian ("1.234,50", "1234,5", "€ 80", "80 euro") or plain ("1234.50") form.
 * Negative amounts, more than two decimals and amounts beyond the column are refused.
 */
export function cellMoney(value: CellValue): string | null {
  let cents: number | null = null;
  // A sheet stores doubles and Excel keeps 15 significant digits: a formula's float noise beyond
  // them (0.1 + 0.2) is not part of the amount, a third decimal is.
  if (typeof value === "number")
    cents = Number.isFinite(value) ? parseMoney(Number(value.toPrecision(15))) : null;
  else if (typeof value === "string") cents = parseMoney(value.replace(/\beur(o)?\b/gi, ""));
  return cents === null || cents < 0 || cents > MAX_AMOUNT_CENTS ? null : centsToDecimal(cents);
}

/** A whole number from min to max: a number cell or digits. */
export function cellInteger(value: CellValue, min: number, max: number): number | null {
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) n = Number(value);
  else return null;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}
