/** Locale-aware display of money, percentages and dates (values come as API strings). */

export function formatEuro(value: string | number | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === "") return "";
  return new Intl.NumberFormat(locale === "en" ? "en-IE" : "it-IT", {
    style: "currency",
    currency: "EUR",
  }).format(Number(value));
}

export function formatPercent(value: string | number | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === "") return "";
  return `${new Intl.NumberFormat(locale === "en" ? "en-GB" : "it-IT", { maximumFractionDigits: 2 }).format(Number(value))} %`;
}

/** "2026-11-22T00:00:00" or "2026-11-22" -> "22/11/2026" (it) or "22/11/2026" (en-GB). */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const [y, m, d] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "it-IT", { timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** A Rome-local timestamp "YYYY-MM-DDTHH:mm:ss" as date and time. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const [datePart, timePart = "00:00:00"] = value.split("T");
  return `${formatDate(datePart, locale)} ${timePart.slice(0, 5)}`;
}

/** A percentage with exactly `digits` decimals, "+" on positive values when `signed`: "0,00 %", "+5,00 %", "6,1 %". */
export function formatPercentFixed(value: number, locale: string, digits = 2, signed = false): string {
  return `${new Intl.NumberFormat(locale === "en" ? "en-GB" : "it-IT", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(value)} %`;
}
