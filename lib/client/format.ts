/**
 * Locale-aware display of money, numbers, percentages and dates (values come as API strings).
 *
 * The single place where the app turns a number into text (issue 20): screens, documents (PDF,
 * check-in list) and the audit trail all call these; no component formats on its own
 * (no `toFixed`, no `${x} €`, no own `Intl.NumberFormat`).
 *
 * Italian: "1.250,50 €", "3.393,50 €", "39,18 %", "1.250". The thousands point is always there
 * from 1000 up: CLDR's Italian default leaves 4-digit numbers ungrouped ("3393,50 €" beside
 * "19.052,25 €"), so the integer digits are grouped here, the same on the server and in every
 * browser. Decimal strings are formatted exactly (no float rounding for API values like "0.125").
 */

type Locale = string;

const DECIMAL = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/;

function numberLocale(locale: Locale): string {
  return locale === "en" ? "en-GB" : "it-IT";
}

function groupSeparator(locale: Locale): string {
  return locale === "en" ? "," : ".";
}

function decimalSeparator(locale: Locale): string {
  return locale === "en" ? "." : ",";
}

/** "1234567" -> "1.234.567" (it) or "1,234,567" (en). */
function groupDigits(digits: string, locale: Locale): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator(locale));
}

/**
 * A decimal string or number rounded half away from zero to `maxDigits`, at least `minDigits`
 * decimals, as sign, integer digits and fraction digits; null when not a number.
 */
function decimalParts(
  value: string | number,
  minDigits: number,
  maxDigits: number,
): { negative: boolean; integer: string; fraction: string } | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    // Enough digits for any amount; the string path below does the rounding.
    text = Math.abs(value) < 1e21 ? value.toFixed(Math.min(maxDigits + 4, 20)) : String(value);
  } else {
    text = value;
  }
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) return null;
  const negative = match[1] === "-";
  let integer = (match[2] || "0").replace(/^0+(?=\d)/, "");
  let fraction = match[3] ?? "";
  if (fraction.length > maxDigits) {
    const roundUp = Number(fraction[maxDigits]) >= 5;
    fraction = fraction.slice(0, maxDigits);
    if (roundUp) {
      // Add one unit in the last kept place, carrying into the integer digits.
      const all = (integer + fraction).split("").map(Number);
      let i = all.length - 1;
      while (i >= 0) {
        if (all[i]! < 9) {
          all[i]! += 1;
          break;
        }
        all[i] = 0;
        i -= 1;
      }
      const joined = (i < 0 ? "1" : "") + all.join("");
      integer = joined.slice(0, joined.length - fraction.length) || "0";
      fraction = joined.slice(joined.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, "");
  if (fraction.length < minDigits) fraction = fraction.padEnd(minDigits, "0");
  const isZero = /^0*$/.test(integer) && /^0*$/.test(fraction);
  return { negative: negative && !isZero, integer, fraction };
}

/**
 * A number with the locale's separators: "1.250,5" (it). `minimumFractionDigits` and
 * `maximumFractionDigits` as in Intl (defaults 0 and 2). Empty for null/undefined/"".
 */
export function formatNumber(
  value: string | number | null | undefined,
  locale: Locale,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  if (value === null || value === undefined || value === "") return "";
  const max = options.maximumFractionDigits ?? 2;
  const min = Math.min(options.minimumFractionDigits ?? 0, max);
  const parts = decimalParts(value, min, max);
  if (!parts) return String(value);
  const sign = parts.negative ? "-" : "";
  const fraction = parts.fraction ? `${decimalSeparator(locale)}${parts.fraction}` : "";
  return `${sign}${groupDigits(parts.integer, locale)}${fraction}`;
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

/** "2026-11-22T00:00:00" or "2026-11-22" -> "22/11/2026" (it) or "22/11/2026" (en-GB). */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return "";
  const [y, m, d] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(numberLocale(locale), { timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** A Rome-local timestamp "YYYY-MM-DDTHH:mm:ss" as date and time. */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  if (!value) return "";
  const [datePart, timePart = "00:00:00"] = value.split("T");
  return `${formatDate(datePart, locale)} ${timePart.slice(0, 5)}`;
}
