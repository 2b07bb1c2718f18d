/**
 * Cell values of an imported sheet (a string from a CSV, a string, number, Date or boolean from an
 * XLSX) read as the festival import's types. Each reader answers null when the cell does not hold
 * a value of its type; an empty cell is `isBlank`.
 */
export type CellValue = string | number | boolean | Date | null | undefined;

export const isBlank = (value: CellValue) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  return String(value).trim();
}

const pad = (n: number) => String(n).padStart(2, "0");

function validDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Days from 1899-12-30 (Excel's serial dates, 1900 system) to 1970-01-01. */
const EXCEL_EPOCH_OFFSET = 25_569;

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
    const date = new Date((Math.floor(value) - EXCEL_EPOCH_OFFSET) * 86_400_000);
    return validDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  if (typeof value !== "string") return null;
  const text = value.trim();
  let m = text.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/);
  if (m) return validDay(+m[1]!, +m[2]!, +m[3]!);
  m = text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T]\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)?$/);
  if (m) return validDay(m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!, +m[2]!, +m[1]!);
  return null;
}

/** The largest amount a numeric(12,2) column holds, in cents. */
const MAX_CENTS = 9_999_999_999_99;

/**
 * An amount in euros as an exact decimal string "1234.50" (never through a binary float sum):
 * a number with at most two decimals, or text in Italian ("1.234,50", "1234,5", "€ 80") or plain
 * ("1234.50") form. Negative amounts and more than two decimals are refused.
 */
export function cellMoney(value: CellValue): string | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return null;
    const cents = Math.round(value * 100);
    if (Math.abs(cents - value * 100) > 1e-6 * Math.max(1, Math.abs(value * 100))) return null;
    return cents > MAX_CENTS ? null : centsToDecimal(cents);
  }
  if (typeof value !== "string") return null;
  const text = value.replace(/€|eur\b|euro\b/gi, "").replace(/\s/g, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let integer: string;
  let decimals = "";
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one separates the decimals, the other groups thousands.
    const decimalSep = lastComma > lastDot ? "," : ".";
    const groupSep = decimalSep === "," ? "." : ",";
    const at = text.lastIndexOf(decimalSep);
    const intPart = text.slice(0, at);
    if (!new RegExp(`^\\d{1,3}(\\${groupSep}\\d{3})*$`).test(intPart)) return null;
    integer = intPart.split(groupSep).join("");
    decimals = text.slice(at + 1);
  } else if (lastComma >= 0) {
    const parts = text.split(",");
    if (parts.length !== 2) return null;
    [integer, decimals] = parts as [string, string];
  } else if (lastDot >= 0) {
    const parts = text.split(".");
    if (parts.length > 2 || /^\d{1,3}(\.\d{3})+$/.test(text)) {
      // "1.234" or "1.234.567": Italian thousands.
      if (!/^\d{1,3}(\.\d{3})+$/.test(text)) return null;
      integer = parts.join("");
    } else {
      [integer, decimals] = parts as [string, string];
    }
  } else {
    integer = text;
  }
  if (!/^\d+$/.test(integer) || !/^\d{0,2}$/.test(decimals)) return null;
  const cents = Number(integer) * 100 + Number(decimals.padEnd(2, "0"));
  return cents > MAX_CENTS ? null : centsToDecimal(cents);
}

function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${pad(cents % 100)}`;
}

/** A whole number from min to max: a number cell or digits. */
export function cellInteger(value: CellValue, min: number, max: number): number | null {
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) n = Number(value);
  else return null;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}
