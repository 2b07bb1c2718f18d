/**
 * Money as integer cents: the one place that reads an amount, writes it back as the API's decimal
 * string and does the arithmetic that is not a plain integer sum (percentages, division). Server
 * and browser both use it, so it imports nothing.
 *
 * Cents are a JavaScript number, always an integer. A column holds at most 999 999 999 999 cents
 * (numeric(12,2)); numbers are exact up to 9 007 199 254 740 991, so sums of thousands of maximal
 * amounts stay exact, while numbers go through JSON, React state and `+` without conversions that
 * bigint would need. Only `percentOf` multiplies beyond that range and does it in bigint.
 *
 * Display ("1.250,50 €") is lib/client/format.ts (`formatEuro`) on the decimal string.
 */

/** An amount in euro cents, an integer. */
export type Cents = number;

/** The largest amount a numeric(12,2) column holds: 9 999 999 999.99 euros. */
export const MAX_AMOUNT_CENTS: Cents = 999_999_999_999;

const PLAIN_NUMBER = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount in cents, or null when the value is not an amount (empty, garbage, more than two
 * decimals, beyond the exact range). The caller decides what null means (0, an error, a refusal).
 *
 * - A number (JSON, a spreadsheet cell) must hold the amount exactly: 1250.5 is 125050, 0.1 + 0.2
 *   and 12.345 are null.
 * - Text, Italian or plain (the rule of the amount fields, lib/client/input-rules.ts): "1.250,50",
 *   "1250,50", "1250.50", "1,250.50" and "1250" are amounts; with both separators the last one
 *   separates the decimals and the other groups thousands by 3; a lone comma separates the
 *   decimals; dots grouping by 3 ("1.250", "1.250.000") are thousands points, a single dot
 *   followed by 1 or 2 digits is the decimal point. A leading "-" and one "€" before or after the
 *   digits are allowed, with spaces around them ("-3,5", "1.250,50 €", "-€ 80").
 */
export function parseMoney(value: string | number | null | undefined): Cents | null {
  if (typeof value === "number") {
    // String(n) is the shortest text that reads back as n: not exact with 2 decimals shows more.
    if (!Number.isFinite(value)) return null;
    const text = String(Math.abs(value));
    const match = PLAIN_NUMBER.exec(text);
    return match ? signed(value < 0, match[1]!, match[2] ?? "") : null;
  }
  if (typeof value !== "string") return null;
  const parts = /^(-?)\s*(?:€\s*([\d.,]+)|([\d.,]+)(?:\s*€)?)$/.exec(value.trim());
  const negative = parts?.[1] === "-";
  const text = parts?.[2] ?? parts?.[3] ?? "";
  if (!/^\d(?:[\d.,]*\d)?$/.test(text)) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let integer = text;
  let decimals = "";
  if (lastComma >= 0 && lastDot >= 0) {
    const [decimal, group] = lastComma > lastDot ? [",", "."] : [".", ","];
    const at = text.lastIndexOf(decimal);
    integer = text.slice(0, at);
    decimals = text.slice(at + 1);
    if (!new RegExp(`^[1-9]\\d{0,2}(\\${group}\\d{3})+$`).test(integer)) return null;
    integer = integer.split(group).join("");
  } else if (lastComma >= 0) {
    [integer = "", decimals = ""] = text.split(",");
    if (text.indexOf(",") !== lastComma) return null;
  } else if (/^[1-9]\d{0,2}(\.\d{3})+$/.test(text)) {
    integer = text.split(".").join("");
  } else if (lastDot >= 0) {
    [integer = "", decimals = ""] = text.split(".");
    if (text.indexOf(".") !== lastDot) return null;
  }
  if (!/^\d+$/.test(integer) || !/^\d{1,2}$|^$/.test(decimals)) return null;
  return signed(negative, integer, decimals);
}

function signed(negative: boolean, integer: string, decimals: string): Cents | null {
  const cents = Number(integer) * 100 + Number(decimals.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/**
 * `parseMoney` for an amount that must be one: a value the database gave (a numeric column read
 * as "1250.50") or a request already validated by lib/money/schema.ts. Anything else is a bug,
 * so it throws instead of guessing.
 */
export function requireCents(value: string | number): Cents {
  const cents = parseMoney(value);
  if (cents === null) throw new Error(`Not a money amount: ${String(value)}`);
  return cents;
}

/** The API's decimal string, always 2 decimals: 125050 -> "1250.50", -5 -> "-0.05". */
export function centsToDecimal(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return cents < 0 ? `-${text}` : text;
}

/** The sum of amounts in cents. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** a / b as an integer, rounded half away from zero (b > 0): 5 / 10 -> 1, -5 / 10 -> -1. */
export function roundDiv(a: number | bigint, b: number | bigint): number {
  const numerator = BigInt(a);
  const divisor = BigInt(b);
  if (divisor <= 0n) throw new Error(`Not a positive divisor: ${divisor}`);
  const abs = numerator < 0n ? -numerator : numerator;
  const quotient = (abs * 2n + divisor) / (2n * divisor);
  return Number(numerator < 0n ? -quotient : quotient);
}

/**
 * `percent` percent of an amount ("12.5" or 12.5 is 12.5 %, at most 2 decimals), rounded to the
 * cent half away from zero: 12.5 % of 0.20 € is 0.03 €, of -0.20 € is -0.03 €. Exact for any
 * amount (the product is taken in bigint).
 */
export function percentOf(cents: Cents, percent: string | number): Cents {
  // A percentage with 2 decimals reads as hundredths of a percent: "12.5" -> 1250.
  const hundredths = requireCents(percent);
  return roundDiv(BigInt(cents) * BigInt(hundredths), 10_000);
}
