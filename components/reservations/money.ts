/**
 * Exact money arithmetic for the reservation form: amounts are integer cents, never floats.
 * The API speaks decimal strings ("123.40"); these convert both ways.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "123.4" -> 12340, "-5" -> -500; null for empty or malformed text. */
export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return minus && cents !== 0 ? -cents : cents;
}

/** 12340 -> "123.40", -5 -> "-0.05". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Sum of decimal strings, exact; malformed values count as 0. */
export function sumCents(values: readonly (string | null | undefined)[]): number {
  return values.reduce((total, value) => total + (toCents(value) ?? 0), 0);
}
