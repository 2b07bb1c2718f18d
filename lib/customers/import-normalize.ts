import { calendarDay, excelSerialToDay } from "@/lib/dates";
import type { CellValue } from "@/lib/import/read-table";
import type { StagedValues } from "@/lib/import/stage-rows";
import { KEY_SEPARATOR, PERSON_KEY_FIELDS, personSearchKey } from "@/lib/names/fold-name";
import { storedPhone } from "@/lib/phone-number";
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from "@/lib/phone-prefixes";
import { PLAYER_FIELDS, type PlayerField } from "./import-fields";

/**
 * One row of a players file as a customer: trimmed text, e-mail in lower case, phone as prefix +
 * number (kept as the phone field keeps it, lib/phone-number.ts), dates as YYYY-MM-DD, codice fiscale upper case with its check character verified, and
 * the keys the duplicate rules compare (docs/DECISIONS.md, "Players import"). Problems are codes
 * (messages/<locale>/api.json "imports.problem_<code>"); every one refuses the row, so that what
 * is written is what the file meant (the report lists the row with its reason, to fix and import again).
 */

export type PlayerData = {
  id: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phonePrefix: string | null;
  phone: string | null;
  birthDate: string | null;
  taxCode: string | null;
  vatNumber: string | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
  stateProvince: string | null;
  country: string | null;
  notes: string | null;
  rating: number | null;
  /** Matching keys. */
  keyEmail: string | null;
  keyPhone: string | null;
  keyName: string | null;
  keySimilar: string | null;
  keyBlock: string | null;
};

const MAX_LENGTH: Partial<Record<PlayerField, number>> = {
  firstName: 100,
  lastName: 100,
  email: 200,
  city: 100,
  country: 100,
  zipCode: 20,
  stateProvince: 100,
  address: 200,
  taxCode: 30,
  vatNumber: 30,
  notes: 4000,
};

function text(value: CellValue): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const s = String(value)
    .replace(/\s+/g, (m) => (m.includes("\n") ? m : " "))
    .trim();
  return s === "" ? null : s;
}

/**
 * ASCII punctuation and blanks, which the players import's name keys turn into one space. A class
 * of code points, so that PostgreSQL's regexp (import-analyse.ts) and JavaScript's read it alike
 * under any locale.
 */
export const KEY_PUNCTUATION = "[\\x20-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7e]+";
const KEY_PUNCTUATION_PATTERN = new RegExp(KEY_PUNCTUATION, "g");

export type PlayerNameKeys = {
  /** "last first" folded (lib/names/fold-name.ts), punctuation as blanks: equal names. */
  name: string;
  /** The same in Latin letters (Greek and Cyrillic transliterated): similar names (pg_trgm). */
  similar: string;
  /** The first two letters of `similar` and the first of the first name: the blocks compared. */
  block: string;
};

/**
 * The keys the duplicate rules compare, read from a person's search key (personSearchKey) exactly
 * as import-analyse.ts reads customers.search_key in SQL, so that a file's row and the customer
 * it repeats always meet, whatever their alphabet and the database's locale.
 */
export function playerNameKeys(key: string): PlayerNameKeys {
  const fields = key.split(KEY_SEPARATOR);
  const latin = fields.length > PERSON_KEY_FIELDS;
  const plain = (text: string) => text.replace(KEY_PUNCTUATION_PATTERN, " ").trim();
  const name = plain(`${fields[0]} ${fields[1] ?? ""}`);
  const similar = latin ? plain(`${fields[3]} ${fields[4]}`) : name;
  const first = plain(latin ? fields[4]! : (fields[1] ?? ""));
  return { name, similar, block: [...similar].slice(0, 2).join("") + ([...first][0] ?? "") };
}

/** The name keys of a file's row (the same as the customer's it repeats). */
export function nameKeys(lastName: string, firstName: string): PlayerNameKeys {
  return playerNameKeys(personSearchKey({ lastName, firstName, email: null }));
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  if (!EMAIL.test(email) || email.includes("..") || email.length > 200) return null;
  const tld = email.slice(email.lastIndexOf(".") + 1);
  return /^[a-z]{2,}$/.test(tld) ? email : null;
}

const PREFIXES = PHONE_PREFIXES.map((p) => p.prefix.slice(1)).sort((a, b) => b.length - a.length);

/** "+39", "39", "0039" -> "+39"; null if not a prefix of the list. */
export function normalisePrefix(value: string): string | null {
  const digits = value.replace(/[\s()+-]/g, "").replace(/^00/, "");
  if (!/^\d{1,4}$/.test(digits)) return null;
  return PREFIXES.includes(digits) ? `+${digits}` : null;
}

/** `text` after its first `count` digits (whatever stands between them). */
function afterDigits(text: string, count: number): string {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (seen === count) return text.slice(i);
    if (text[i]! >= "0" && text[i]! <= "9") seen++;
  }
  return "";
}

/**
 * A phone as prefix + number. "+39 333 123 4567", "0039-333.1234567", "(+41) 79 123 45 67"
 * carry their prefix; a number without one takes `prefix` (a "Prefisso" column) or +39. The number
 * is stored as the phone field stores what is typed (storedPhone: "+39 333 123 4567" gives
 * "333 123 4567", as typing it after the +39 prefix would); `digits` are its digits alone, the
 * key the duplicate rules compare.
 */
export function normalisePhone(
  value: string,
  prefixColumn: string | null,
): { prefix: string; phone: string; digits: string } | { error: "phone" | "phonePrefix" } {
  const text = value.trim();
  const compact = text.replace(/[\s.\-/()]/g, "");
  let national = text;
  let digits = compact;
  let prefix: string | null = null;
  if (compact.startsWith("+") || compact.startsWith("00")) {
    const international = compact.replace(/^\+|^00/, "");
    const found = PREFIXES.find((p) => international.startsWith(p));
    if (!found) return { error: "phonePrefix" };
    prefix = `+${found}`;
    digits = international.slice(found.length);
    national = afterDigits(text, (compact.startsWith("00") ? 2 : 0) + found.length);
  } else if (prefixColumn) {
    prefix = normalisePrefix(prefixColumn);
    if (!prefix) return { error: "phonePrefix" };
  }
  if (!/^\d{5,15}$/.test(digits)) return { error: "phone" };
  // Any blank between groups (a tab, a no-break space) is the space a person would type.
  return {
    prefix: prefix ?? DEFAULT_PHONE_PREFIX,
    phone: storedPhone(national.replace(/\s/g, " "))!,
    digits,
  };
}

/** Excel's 1900 serial (with its fictitious 29/02/1900) -> YYYY-MM-DD. */
export function excelSerialDate(serial: number): string | null {
  if (!Number.isInteger(serial) || serial < 1 || serial > 2_958_465) return null;
  return excelSerialToDay(serial);
}

/**
 * A birth date: a date cell, an Excel serial (a number, or digits only), dd/mm/yyyy, d-m-yyyy,
 * dd.mm.yyyy, dd/mm/yy or dd-mm-yy (two-digit years in the last 100 years), or yyyy-mm-dd. Days
 * from 1900-01-01 to `today`.
 */
export function parseBirthDate(value: CellValue, today: string): string | null {
  let iso: string | null = null;
  if (value instanceof Date) iso = value.toISOString().slice(0, 10);
  else if (typeof value === "number") iso = excelSerialDate(value);
  else if (typeof value === "string") {
    const s = value.trim();
    let m: RegExpMatchArray | null;
    if ((m = s.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/))) iso = calendarDay(+m[3]!, +m[2]!, +m[1]!);
    else if ((m = s.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})$/))) {
      const currentYY = Number(today.slice(2, 4));
      const century = Number(m[3]) > currentYY ? 1900 : 2000;
      iso = calendarDay(century + Number(m[3]), +m[2]!, +m[1]!);
    } else if ((m = s.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/)))
      iso = calendarDay(+m[1]!, +m[2]!, +m[3]!);
    else if (/^\d{3,6}$/.test(s)) iso = excelSerialDate(Number(s));
  }
  if (!iso || iso < "1900-01-01" || iso > today) return null;
  return iso;
}

const CF_ODD: Record<string, number> = {};
const CF_ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];
"ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").forEach((ch, i) => {
  CF_ODD[ch] = CF_ODD_VALUES[i]!;
});

/** The check character of a 16-character codice fiscale (omocodia letters included). */
export function taxCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15[i]!;
    const isDigit = ch >= "0" && ch <= "9";
    if (i % 2 === 0) {
      // Odd positions (1st, 3rd, ...).
      sum += isDigit ? CF_ODD_VALUES[Number(ch)]! : CF_ODD[ch]!;
    } else {
      sum += isDigit ? Number(ch) : ch.charCodeAt(0) - 65;
    }
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Luhn-style check of an 11-digit partita IVA (also a company's codice fiscale). */
export function isValidPartitaIva(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    let n = Number(digits[i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

const CF_PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** A codice fiscale upper case without spaces, or null when its form or check character is wrong. */
export function normaliseTaxCode(value: string): string | null {
  const cf = value.replace(/\s+/g, "").toUpperCase();
  if (/^\d{11}$/.test(cf)) return isValidPartitaIva(cf) ? cf : null;
  if (!CF_PATTERN.test(cf)) return null;
  return taxCodeCheckCharacter(cf.slice(0, 15)) === cf[15] ? cf : null;
}

export type Mapping = Partial<Record<PlayerField, number>>;

/** Maps and checks one row. `today` is YYYY-MM-DD (birth dates after it are refused). */
export function normalisePlayerRow(cells: CellValue[], mapping: Mapping, today: string): StagedValues {
  const problems: StagedValues["problems"] = [];
  const refuse = (field: string, code: string) => problems.push({ field, code, refuses: true });
  const cell = (field: PlayerField): CellValue => {
    const index = mapping[field];
    return index === undefined ? null : (cells[index] ?? null);
  };
  const data: PlayerData = {
    id: null,
    firstName: null,
    lastName: null,
    email: null,
    phonePrefix: null,
    phone: null,
    birthDate: null,
    taxCode: null,
    vatNumber: null,
    address: null,
    city: null,
    zipCode: null,
    stateProvince: null,
    country: null,
    notes: null,
    rating: null,
    keyEmail: null,
    keyPhone: null,
    keyName: null,
    keySimilar: null,
    keyBlock: null,
  };
  for (const field of [
    "firstName",
    "lastName",
    "address",
    "city",
    "stateProvince",
    "country",
    "notes",
    "vatNumber",
  ] as const) {
    const value = text(cell(field));
    if (value !== null && value.length > MAX_LENGTH[field]!) refuse(field, "tooLong");
    else data[field] = value;
  }
  if (!data.lastName) refuse("lastName", "lastNameRequired");
  if (!data.firstName) refuse("firstName", "firstNameRequired");

  const idCell = text(cell("id"));
  if (idCell !== null) {
    if (/^\d{1,9}$/.test(idCell)) data.id = Number(idCell);
    else refuse("id", "id");
  }

  const email = text(cell("email"));
  if (email !== null) {
    const normalised = normaliseEmail(email);
    if (normalised) data.email = data.keyEmail = normalised;
    else refuse("email", "email");
  }

  const prefixCell = text(cell("phonePrefix"));
  const phoneCell = cell("phone");
  const phoneText = typeof phoneCell === "number" ? String(phoneCell) : text(phoneCell);
  if (phoneText !== null) {
    const phone = normalisePhone(phoneText, prefixCell);
    if ("error" in phone) refuse("phone", phone.error);
    else {
      data.phonePrefix = phone.prefix;
      data.phone = phone.phone;
      data.keyPhone = `${phone.prefix}${phone.digits}`;
    }
  } else if (prefixCell !== null && !normalisePrefix(prefixCell)) {
    refuse("phonePrefix", "phonePrefix");
  }

  const birth = cell("birthDate");
  if (birth !== null && !(typeof birth === "string" && birth.trim() === "")) {
    const date = parseBirthDate(birth, today);
    if (date) data.birthDate = date;
    else refuse("birthDate", "birthDate");
  }

  const taxCode = text(cell("taxCode"));
  if (taxCode !== null) {
    const normalised = normaliseTaxCode(taxCode);
    if (normalised) data.taxCode = normalised;
    else refuse("taxCode", "taxCode");
  }

  const zip = cell("zipCode");
  if (zip !== null) {
    // A CAP typed in a number cell lost its leading zeros (00184 -> 184).
    const value =
      typeof zip === "number" && Number.isInteger(zip) && zip < 100000
        ? String(zip).padStart(5, "0")
        : text(zip);
    if (value !== null && value.length > MAX_LENGTH.zipCode!) refuse("zipCode", "tooLong");
    else data.zipCode = value;
  }

  const rating = cell("rating");
  if (rating !== null && !(typeof rating === "string" && rating.trim() === "")) {
    const n = typeof rating === "number" ? rating : Number(String(rating).trim().replace(",", "."));
    if (Number.isInteger(n) && n >= 0 && n <= 5) data.rating = n;
    else refuse("rating", "rating");
  }

  if (data.lastName && data.firstName) {
    const keys = nameKeys(data.lastName, data.firstName);
    data.keyName = keys.name;
    data.keySimilar = keys.similar;
    data.keyBlock = keys.block;
  }
  return { data, problems };
}

/** The fields of a customer a row writes (the keys are the staging's own). */
export const WRITTEN_FIELDS = PLAYER_FIELDS.filter((f) => f !== "id") as Exclude<PlayerField, "id">[];
