/**
 * How names are compared everywhere (docs/DECISIONS.md "Names in any alphabet"): searches, sorts,
 * the imports' duplicate rules. Plain functions of the string, the same in the browser, in Node
 * and, through the stored search keys (searchKey), in PostgreSQL: the database never folds text
 * itself, because its lower()/ILIKE/pg_trgm depend on the database's locale (C folds ASCII only).
 */

/** Apostrophes and dashes typed in other shapes, before NFKD (which turns ´ into a space and a mark). */
const PUNCTUATION_SHAPES: Record<string, string> = {
  "\u2019": "'", // ’
  "\u2018": "'", // ‘
  "\u201b": "'", // ‛
  "\u0060": "'", // `
  "\u00b4": "'", // ´
  "\u02bc": "'", // ʼ
  "\u02b9": "'", // ʹ
  "\u2032": "'", // ′
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-", // –
  "\u2014": "-", // —
  "\u2015": "-",
  "\u2212": "-", // −
};
const PUNCTUATION_PATTERN = new RegExp(`[${Object.keys(PUNCTUATION_SHAPES).join("")}]`, "g");

/**
 * Lower-case letters that NFKD leaves whole (no base letter plus mark), as their plain Latin
 * letters; Greek final sigma as sigma; the middle dot of Catalan l·l dropped.
 */
const LETTERS: Record<string, string> = {
  ł: "l",
  ø: "o",
  ß: "ss",
  ı: "i",
  đ: "d",
  ð: "d",
  þ: "th",
  æ: "ae",
  œ: "oe",
  ħ: "h",
  ŧ: "t",
  ĸ: "k",
  ŋ: "n",
  ƀ: "b",
  ɓ: "b",
  ƈ: "c",
  ȼ: "c",
  ɗ: "d",
  ɖ: "d",
  ɇ: "e",
  ə: "e",
  ǝ: "e",
  ɛ: "e",
  ƒ: "f",
  ɠ: "g",
  ǥ: "g",
  ɦ: "h",
  ɨ: "i",
  ȷ: "j",
  ɉ: "j",
  ƙ: "k",
  ƚ: "l",
  ɫ: "l",
  ɱ: "m",
  ɲ: "n",
  ɔ: "o",
  ƥ: "p",
  ʠ: "q",
  ɍ: "r",
  ɽ: "r",
  ʂ: "s",
  ƭ: "t",
  ʉ: "u",
  ʋ: "v",
  ƴ: "y",
  ɏ: "y",
  ƶ: "z",
  ȥ: "z",
  ʐ: "z",
  ʒ: "z",
  ς: "σ",
  "\u00b7": "",
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");

/** Combining marks, and invisible format characters (soft hyphen, zero-width joiners, BOM). */
const MARKS = /[\p{M}\p{Cf}]/gu;
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * A name as it is compared: lower case, without accents (NFKD without combining marks), letters
 * NFKD keeps whole folded (ł -> l, ø -> o, ß -> ss, ı -> i, æ -> ae, þ -> th ...), Greek final
 * sigma as sigma, apostrophe and dash shapes as ' and -, blanks collapsed to one space, trimmed.
 * Every script stays: Greek and Cyrillic compare without case and accents among themselves
 * (NFKD drops the tonos; ё is е and й is и, in names and queries alike). ASCII punctuation stays.
 */
export function foldName(value: string): string {
  let text = value;
  // Most names are ASCII: the Unicode steps only when needed (imports fold every customer).
  if (NON_ASCII.test(text) || text.includes("`")) {
    text = text
      .replace(PUNCTUATION_PATTERN, (c) => PUNCTUATION_SHAPES[c]!)
      // NFKD first: compatibility forms (Ａ, ℌ) become letters that then take lower case.
      .normalize("NFKD")
      .toLowerCase()
      .replace(MARKS, "")
      .replace(LETTER_PATTERN, (c) => LETTERS[c]!);
  } else text = text.toLowerCase();
  return text.replace(/\s+/g, " ").trim();
}

/** Greek and Cyrillic letters (already folded: lower case, no accents) in Latin letters. */
const LATIN: Record<string, string> = {
  // Greek, ELOT 743 in short, its common digraphs first.
  ου: "ou",
  αυ: "av",
  ευ: "ev",
  γγ: "ng",
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "x",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  τ: "t",
  υ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
  // Cyrillic (Russian, Ukrainian, Belarusian, Bulgarian, Serbian, Macedonian).
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  ґ: "g",
  д: "d",
  ђ: "dj",
  е: "e",
  є: "ye",
  ж: "zh",
  з: "z",
  ѕ: "dz",
  и: "i",
  і: "i",
  ј: "j",
  к: "k",
  л: "l",
  љ: "lj",
  м: "m",
  н: "n",
  њ: "nj",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  ћ: "c",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  џ: "dz",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};
const LATIN_PATTERN = new RegExp(
  Object.keys(LATIN)
    .sort((a, b) => b.length - a.length)
    .join("|"),
  "g",
);

/** A folded name with its Greek and Cyrillic letters in Latin ones ("иванов" -> "ivanov"). */
export function transliterate(folded: string): string {
  return NON_ASCII.test(folded) ? folded.replace(LATIN_PATTERN, (c) => LATIN[c]!) : folded;
}

/**
 * Between the fields of a search key. A tab: below every character a folded name holds, so a key
 * sorts as its fields do one after another (Rossi Carlo before "Rossi Bianchi" Anna), and never in
 * a folded query (blanks become one space; a search refuses control characters), so a query never
 * matches across two fields.
 */
export const KEY_SEPARATOR = "\t";

/**
 * The stored search key of a record (customers.search_key and the like): its searched fields
 * folded (foldName), one after another; when any holds Greek or Cyrillic, followed by the same
 * fields in Latin letters, so that an Italian keyboard finds "Иванов" by "ivanov". Latin names
 * make an ASCII key, which pg_trgm indexes whatever the database's locale.
 */
export function searchKey(fields: readonly (string | null | undefined)[]): string {
  const folded = fields.map((field) => foldName(field ?? ""));
  const latin = folded.map(transliterate);
  const key = folded.join(KEY_SEPARATOR);
  return latin.some((field, i) => field !== folded[i])
    ? `${key}${KEY_SEPARATOR}${latin.join(KEY_SEPARATOR)}`
    : key;
}

/** A person's key (customers, profiles): last name, first name, e-mail. */
export function personSearchKey(person: {
  lastName: string;
  firstName?: string | null;
  email?: string | null;
}): string {
  return searchKey([person.lastName, person.firstName, person.email]);
}

/** The number of fields of personSearchKey before its Latin copy. */
export const PERSON_KEY_FIELDS = 3;
