/**
 * Locale-aware display of money, numbers, percentages and dates (values come as API strings).
 *
 * The single place where the app turns a number into text, so that every amount reads alike:
 * screens, documents (PDF, check-in list) and the audit trail all call these; no component formats
 * on its own (no `toFixed`, no `${x} €`, no own `Intl.NumberFormat`).
 *
 * Italian: "1.250,50 €", "3.393,50 €", "39,18 %", "1.250". The thousands point is always there
 * from 1000 up: CLDR's Italian default leaves 4-digit numbers ungrouped ("3393,50 €" beside
 * "19.052,25 €"), so the integer digits are grouped here, the same on the server and in every
 * browser. Decimal strings are formatted exactly (no float rounding for API values like "0.125").
 */

import { formatDay, formatDayTime, instantToApi } from "@/lib/dates";

type Locale = string;

const plainFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number with the locale's separators: "1.250,5" (it). `minimumFractionDigits` and
 * `maximumFractionDigits` as in Intl (defaults 0 and 2), rounded half away from zero; a decimal
 * string is rounded as written (Intl reads strings exactly). Empty for null/undefined/"".
 */
export function formatNumber(
  value: string | number | null | undefined,
  locale: Locale,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  if (value === null || value === undefined || value === "") return "";
  const max = options.maximumFractionDigits ?? 2;
  const min = Math.min(options.minimumFractionDigits ?? 0, max);
  const key = `${min}-${max}`;
  let plain = plainFormats.get(key);
  if (!plain) {
    // Digits, "-" and "." only; the separators are placed below.
    plain = new Intl.NumberFormat("en-US", {
      useGrouping: false,
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      signDisplay: "negative",
    });
    plainFormats.set(key, plain);
  }
  const text = plain.format(value as Intl.StringNumericLiteral);
  if (!/^-?\d/.test(text)) return String(value);
  const [integer = "", fraction] = text.split(".");
  const [group, decimal] = locale === "en" ? [",", "."] : [".", ","];
  return integer.replace(/\B(?=(\d{3})+$)/g, group) + (fraction ? decimal + fraction : "");
}

/** Money: "1.250,50 €" (it), "€1,250.50" (en); a non-breaking space before the euro sign. */
export function formatEuro(value: string | number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === "") return "";
  const number = formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (locale === "en") return number.startsWith("-") ? `-€${number.slice(1)}` : `€${number}`;
  return `${number}\u00a0€`;
}

/** Percentage: "39,18 %" (it), "39.18 %" (en); at most 2 decimals. */
export function formatPercent(value: string | number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === "") return "";
  return `${formatNumber(value, locale, { maximumFractionDigits: 2 })} %`;
}

/**
 * "2026-11-22T00:00:00" or "2026-11-22" -> "22/11/2026": dd/mm/yyyy in both languages (Italian and
 * en-GB alike), so the locale does not change it.
 */
export function formatDate(value: string | null | undefined, _locale: Locale): string {
  return formatDay(value);
}

/** A Rome-local timestamp "YYYY-MM-DDTHH:mm:ss" as date and time: "22/11/2026 14:30". */
export function formatDateTime(value: string | null | undefined, _locale: Locale): string {
  return formatDayTime(value);
}

/**
 * An instant (ISO 8601 with its zone, "2026-11-28T02:00:00.000Z") as Rome's date and time, with a
 * four-digit year as every date on screen: "28/11/2026 03:00". Empty for a missing or invalid value.
 */
export function formatInstant(value: string | null | undefined, locale: Locale): string {
  if (!value) return "";
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return "";
  return formatDateTime(instantToApi(instant), locale);
}

/** A percentage with exactly `digits` decimals, "+" on positive values when `signed`: "0,00 %", "+5,00 %", "6,1 %". */
export function formatPercentFixed(value: number, locale: string, digits = 2, signed = false): string {
  const number = formatNumber(value, locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${signed && value > 0 && !/^[0.,]+$/.test(number) ? "+" : ""}${number} %`;
}
