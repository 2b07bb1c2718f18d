/**
 * Exact money for the accounting: amounts as integer cents (numeric(12,2) values read as decimal
 * strings), percentages as integer hundredths of a percent. Never binary floats on euros.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "123.4" -> 12340; null -> 0. Digits beyond the second decimal are cut (the database has 2). */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === "") return 0;
  const match = String(value).trim().match(DECIMAL);
  if (!match) throw new Error(`Not a money amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0").slice(0, 2));
  return match[1] && cents !== 0 ? -cents : cents;
}

/** 12340 -> "123.40", -500 -> "-5.00". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** a / b rounded half away from zero, on integers (b > 0). */
export function roundDiv(a: number, b: number): number {
  const sign = a < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(a) * 2 + b) / (2 * b));
}

/** `percent` % of an amount in cents ("12.5" = 12.5 %), rounded to the cent. */
export function percentOf(cents: number, percent: string | number | null | undefined): number {
  // toCents reads "12.5" as 1250 hundredths of a percent: x * 1250 / 10000 = x * 12.5 %.
  return roundDiv(cents * toCents(percent), 10_000);
}
