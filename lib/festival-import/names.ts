import { foldName } from "@/lib/names/fold-name";

/**
 * Names as the festival import compares them (docs/DECISIONS.md "Past festivals import"): folded
 * as every name is (lib/names/fold-name.ts: case, accents, ł/ø/ß..., apostrophe shapes, repeated
 * blanks do not matter), and punctuation spacing neither, so "Casino di Venezia CA’ NOGHERA" is
 * "Casinò di Venezia Ca' Noghera".
 */
export function nameKey(value: string): string {
  const text = foldName(value);
  return PUNCTUATION.test(text) ? text.replace(/\s*([-'&.,/])\s*/g, "$1") : text;
}

const PUNCTUATION = /[-'&.,/]/;

/** A person of a file: last and first name (either may be empty) and e-mail, as written. */
export type FilePerson = { lastName: string; firstName: string; email: string | null };

/** The keys a person is matched by: both orders of the name (files write either). */
export function personNameKeys(person: { lastName: string; firstName: string }): string[] {
  const last = nameKey(person.lastName);
  const first = nameKey(person.firstName);
  if (!first) return [last];
  if (!last) return [first];
  return [`${last} ${first}`, `${first} ${last}`];
}

/**
 * A full name written in one cell: "Rossi Mario" is last name "Rossi", first name "Mario" (the
 * order the application shows, `lastName firstName`); "De Luca Marco" is "De Luca" "Marco". One
 * word is a last name. Matching tries both orders, so "Mario Rossi" still finds Rossi Mario.
 */
export function splitFullName(value: string): { lastName: string; firstName: string } {
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { lastName: words[0] ?? "", firstName: "" };
  return { lastName: words.slice(0, -1).join(" "), firstName: words[words.length - 1]! };
}

const EMAIL = /^[^\s@<>;,]+@[^\s@<>;,]+\.[^\s@<>;,]+$/;
export const isEmail = (value: string) => EMAIL.test(value);

/**
 * One guest or player written as text: "Rossi Mario", "mario.rossi@example.it",
 * "Rossi Mario <mario.rossi@example.it>" or "Rossi Mario mario.rossi@example.it". Null when it
 * holds neither a name nor a valid e-mail.
 */
export function parsePersonText(value: string): FilePerson | null {
  let text = value.trim();
  let email: string | null = null;
  const bracketed = text.match(/<([^>]*)>/);
  if (bracketed) {
    email = bracketed[1]!.trim();
    text = text.replace(bracketed[0], " ").trim();
  } else {
    const word = text.split(/\s+/).find((w) => w.includes("@"));
    if (word) {
      email = word;
      text = text.replace(word, " ").trim();
    }
  }
  if (email !== null && !isEmail(email)) return null;
  const { lastName, firstName } = splitFullName(text);
  if (!lastName && !email) return null;
  return { lastName, firstName, email: email ? email.toLowerCase() : null };
}
