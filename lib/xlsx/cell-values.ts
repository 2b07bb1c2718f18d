/** Excel's column letters of a 0-based column index: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

/**
 * An amount as the text of a number cell. A decimal string is written as it is (Excel parses
 * it into its double when it opens the file), so nothing is rounded on the way.
 */
export function numberText(value: number | string): string {
  if (typeof value === "string") {
    if (!DECIMAL.test(value)) throw new Error(`not a decimal: ${value}`);
    return value;
  }
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
}

/**
 * First characters that make a spreadsheet read a cell as a formula when the sheet is saved as
 * CSV and opened again (OWASP "CSV injection"): `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number or a negative number as text ("+39 347 555 0101", "-12,50"): nothing a spreadsheet runs. */
const PLAIN_NUMBER = /^(?:\+[\d ()./]*\d[\d ()./]*|-\d+(?:[.,]\d+)?)$/;

/**
 * A text cell's value that no spreadsheet runs: text starting like a formula gets an apostrophe in
 * front (OWASP's advice). The apostrophe is part of the text, so it survives a save as CSV, where a
 * style flag (quotePrefix) would be lost (docs/DECISIONS.md). Only text cells pass here: numbers,
 * dates and amounts, negative ones included, are number cells and are never changed. Text made only
 * of digits, spaces and ( ) . / after a "+" (a phone number "+39 347 555 0101"), or a negative number, is left as it is:
 * it cannot call anything, and the desk reads phone numbers in these lists.
 */
export function formulaSafeText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
