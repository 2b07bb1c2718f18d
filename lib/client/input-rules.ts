/** SPEC.md section 5 input rules, applied as the user types. */

/** Phone: digits and spaces only. */
export function sanitizePhone(text: string): string {
  return text.replace(/[^0-9 ]/g, "");
}

/** Integer fields: digits only; empty becomes null. */
export function parseIntegerInput(text: string): number | null {
  const digits = text.replace(/[^0-9]/g, "");
  return digits === "" ? null : Number(digits);
}

/**
 * Decimal fields: at most one dot (a comma counts as the dot), digits in the integer part, a
 * leading minus only when negatives are allowed, at most 2 decimals. Returns the cleaned text.
 */
export function sanitizeDecimalInput(text: string, allowNegative = false): string {
  let sign = "";
  let rest = text.replace(/,/g, ".");
  if (allowNegative && rest.startsWith("-")) {
    sign = "-";
    rest = rest.slice(1);
  }
  rest = rest.replace(/[^0-9.]/g, "");
  const dot = rest.indexOf(".");
  if (dot === -1) return sign + rest;
  const integerPart = rest.slice(0, dot);
  const decimals = rest
    .slice(dot + 1)
    .replace(/\./g, "")
    .slice(0, 2);
  return `${sign}${integerPart}.${decimals}`;
}

/** The decimal text as a value for the API; empty (or a lone "-" or ".") clears to null. */
export function decimalInputValue(text: string): string | null {
  if (text === "" || text === "-" || text === "." || text === "-.") return null;
  const normalized = text.endsWith(".") ? text.slice(0, -1) : text;
  return normalized.startsWith(".") ? `0${normalized}` : normalized.replace(/^-\./, "-0.");
}
