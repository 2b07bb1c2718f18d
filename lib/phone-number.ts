/**
 * A phone number as the app keeps it (SPEC.md section 5: digits and spaces only; the international
 * prefix apart, lib/phone-prefixes.ts). One rule for the phone field as it is typed
 * (components/common/PhoneInput.tsx), for what the API stores (lib/profiles/schemas.ts) and for
 * what the players import writes (lib/customers/import-normalize.ts): a number reads the same
 * whichever way it came in, "333 1002001" as it was typed or written in the file.
 */

/** As it is typed: every character but digits and spaces dropped ("333-12a34" -> "3331234"). */
export function sanitizePhone(text: string): string {
  return text.replace(/[^0-9 ]/g, "");
}

/**
 * As it is stored: the typed text (sanitizePhone) with one space between groups and none at the
 * ends, "  333  1002001 " -> "333 1002001"; null when no digit is left.
 */
export function storedPhone(text: string | null | undefined): string | null {
  const phone = sanitizePhone(text ?? "")
    .replace(/ +/g, " ")
    .trim();
  return /\d/.test(phone) ? phone : null;
}
