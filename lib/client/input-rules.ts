/** SPEC.md section 5 input rules, applied as the user types (the phone's: lib/phone-number.ts). */

/** Integer fields: digits only; empty becomes null. */
export function parseIntegerInput(text: string): number | null {
  const digits = text.replace(/[^0-9]/g, "");
  return digits === "" ? null : Number(digits);
}

/**
 * Decimal fields (money, percentages). The user may type Italian or plain
 * decimal text: "1.250,50", "1250,50" and "1250.50" all mean 1250.50. The rule for reading
 * what was typed (docs/DECISIONS.md, "Amounts typed in Italian"):
 *
 * 1. Only digits, "," and "." count (a leading "-" too where negatives are allowed); anything
 *    else (spaces, "€", "%", letters) is dropped.
 * 2. A comma present: the comma is the decimal separator and every dot before it is a
 *    thousands point ("1.250,50" = 1250.50). One comma at most, no dot after it.
 * 3. No comma, two or more dots: every dot is a thousands point ("1.250.000" = 1250000).
 * 4. No comma, one dot followed by exactly 3 digits: a thousands point ("1.250" = 1250, as
 *    an Italian reads it; an amount never has 3 decimals).
 * 5. No comma, one dot followed by 0 to 2 digits: the decimal point ("1250.50", "12.5", "12."
 *    while typing).
 * 6. At most 2 decimals (SPEC section 5): after a comma, further decimals are cut ("10,555"
 *    gives "10,55", as typed or pasted). A text that fits none of the rules (a second comma, a
 *    dot after the comma, 4 or more digits after a single dot) is refused: the field keeps its
 *    previous text.
 *
 * The field shows the text as typed while focused and the formatted value ("1.250,50") after;
 * the form gets an exact decimal string with a dot ("1250.50"), never a float.
 */
export type DecimalReading = { text: string; value: string | null };

/** The cleaned text and its API value, or null when the text breaks the rule (refused). */
export function readDecimalInput(input: string, allowNegative = false): DecimalReading | null {
  let sign = "";
  let rest = input.replace(/[^0-9.,-]/g, "");
  if (rest.startsWith("-")) {
    if (allowNegative) sign = "-";
    rest = rest.slice(1);
  }
  rest = rest.replace(/-/g, "");
  let text = sign + rest;
  let integer: string;
  let decimals: string;
  const commas = rest.split(",").length - 1;
  if (commas > 1) return null;
  if (commas === 1) {
    const [before, after] = rest.split(",") as [string, string];
    if (after.includes(".")) return null;
    integer = before.replace(/\./g, "");
    decimals = after.slice(0, 2);
    if (after.length > 2) text = `${sign}${before},${decimals}`;
  } else {
    const groups = rest.split(".");
    if (groups.length > 2) {
      integer = groups.join("");
      decimals = "";
    } else if (groups.length === 2 && groups[1]!.length === 3) {
      integer = groups.join("");
      decimals = "";
    } else if (groups.length === 2) {
      if (groups[1]!.length > 3) return null;
      integer = groups[0]!;
      decimals = groups[1]!;
    } else {
      integer = rest;
      decimals = "";
    }
  }
  if (integer === "" && decimals === "") return { text, value: null };
  const whole = (integer || "0").replace(/^0+(?=\d)/, "");
  const value = `${sign}${whole}${decimals ? `.${decimals}` : ""}`;
  return { text, value: /^-0(\.0*)?$/.test(value) ? value.slice(1) : value };
}

/** A decimal value ("1250.5") as text to edit in the field: "1250,5" (it), "1250.5" (en). */
export function decimalEditText(value: string | null, locale: string): string {
  if (value === null) return "";
  return locale === "en" ? value : value.replace(".", ",");
}
