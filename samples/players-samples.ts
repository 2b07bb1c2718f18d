import { taxCodeCheckCharacter } from "../lib/customers/import-normalize";

/**
 * The sample files of the players import (samples/players.xlsx, samples/players-1252.csv, written
 * by scripts/generate-player-samples.ts) and the players a database holds after importing both,
 * in this order, with the likely duplicate of the CSV merged and the one of the workbook skipped
 * (the default). Importing them again changes nothing. Used by the browser test and the
 * integration tests.
 */

const cf = (first15: string) => first15 + taxCodeCheckCharacter(first15);
export const CF_BASSIGNANI = cf("BSSMRA80E12C573");
export const CF_FERRAGUTI = cf("FRRGLI84R41F205");
/** A codice fiscale with a wrong check character. */
const CF_WRONG = (() => {
  const good = cf("GLLLNE90A41H501");
  return good.slice(0, 15) + (good[15] === "A" ? "B" : "A");
})();

export const XLSX_SHEET = "Giocatori";
export const XLSX_HEADERS = [
  "Nome",
  "Cognome",
  "E-mail",
  "Cellulare",
  "Data di nascita",
  "Codice fiscale",
  "Indirizzo",
  "Città",
  "CAP",
  "Provincia",
  "Nazione",
  "Note",
  "Valutazione",
];

/** Cells of the workbook: a Date is written as a date cell, a number as a number cell. */
export type SampleCell = string | number | Date | null;

export const XLSX_ROWS: SampleCell[][] = [
  // 2: created
  [
    "Mario",
    "Bassignani",
    "mario.bassignani@esempio.it",
    "+39 333 100 0001",
    new Date(Date.UTC(1980, 4, 12)),
    CF_BASSIGNANI,
    null,
    null,
    null,
    null,
    "Italia",
    null,
    4,
  ],
  // 3: created (serial date, 0039 prefix)
  [
    "Giulia",
    "Ferraguti",
    "giulia.ferraguti@esempio.it",
    "0039 347 100 0002",
    30956,
    null,
    "Via Po 3",
    "Milano",
    20121,
    "MI",
    "Italia",
    null,
    null,
  ],
  // 4: created (dd-mm-yy)
  [
    "Luca",
    "Marcantoni",
    null,
    "+41 79 100 00 03",
    "07-11-75",
    null,
    null,
    "Lugano",
    "6900",
    null,
    "Svizzera",
    "Cliente storico",
    5,
  ],
  // 5: same e-mail as row 2 (other case): merged into it, fills the address
  [
    "Mario",
    "Bassignani",
    "MARIO.BASSIGNANI@esempio.it",
    null,
    null,
    null,
    "Corso Italia 10",
    null,
    null,
    null,
    null,
    null,
    null,
  ],
  // 6: refused, e-mail
  [
    "Paolo",
    "Santorini",
    "paolo.santorini@",
    "3331000005",
    "01/01/1970",
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
  ],
  // 7: refused, codice fiscale check character
  [
    "Elena",
    "Gallerani",
    "elena.gallerani@esempio.it",
    null,
    null,
    CF_WRONG,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
  ],
  // 8: refused, no last name
  ["Senza", null, "senza.cognome@esempio.it", null, null, null, null, null, null, null, null, null, null],
  // 9: likely duplicate of row 3 (similar name, same birth year and city): skipped (default)
  [
    "Giulia",
    "Ferragutti",
    "giulia.f@esempio.it",
    null,
    "02/10/1984",
    null,
    null,
    "Milano",
    null,
    null,
    null,
    null,
    null,
  ],
  // 10: refused, impossible date
  [
    "Francesca",
    "Nerozzi",
    "francesca.nerozzi@esempio.it",
    null,
    "31/02/1985",
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    2,
  ],
];

export const CSV_HEADERS = [
  "Cognome",
  "Nome",
  "Email",
  "Telefono",
  "Prefisso",
  "Data di nascita",
  "Codice fiscale",
  "Città",
  "Note",
];
export const CSV_ROWS: string[][] = [
  // 2: created (accents and € need Windows-1252)
  [
    "Zanè",
    "Niccolò",
    "niccolo.zane@esempio.it",
    "335 100 0004",
    "+39",
    "05/03/1979",
    "",
    "Forlì",
    "Quota 100 €; paga all'arrivo",
  ],
  // 3: same phone as Bassignani (no prefix: +39): merged, fills the city
  ["Bassignani", "Mario", "", "3331000001", "", "", "", "Cesena", ""],
  // 4: same codice fiscale as... Ferraguti has none: same name and birth date: merged, fills the notes
  ["Ferraguti", "Giulia", "", "", "", "01/10/1984", "", "", "Preferisce camera singola"],
  // 5: same name and birth date as row 2 of this file: merged into the new Zanè, nothing new
  ["Zanè", "Niccolò", "", "", "", "05/03/1979", "", "", ""],
  // 6: refused, phone
  ["Contarini", "Anna", "anna.contarini@esempio.it", "chiamare in ufficio", "", "", "", "", ""],
  // 7: likely duplicate of Marcantoni (similar name, same city): the user merges it, fills the e-mail
  ["Marcantonii", "Luca", "luca.marcantoni@esempio.it", "", "", "", "", "Lugano", ""],
  // 8: created
  ["Contarini", "Anna", "anna.contarini@esempio.it", "+39 02 1000008", "", "", "", "Milano", ""],
];

/** The likely duplicate of the CSV the browser test merges (row number in the file). */
export const CSV_LIKELY_ROW = 7;

/** Surnames of every sample row: the players the test looks at. */
export const SAMPLE_SURNAMES = [
  "Bassignani",
  "Ferraguti",
  "Marcantoni",
  "Santorini",
  "Gallerani",
  "Ferragutti",
  "Nerozzi",
  "Zanè",
  "Contarini",
  "Marcantonii",
];

export type ExpectedPlayer = {
  lastName: string;
  firstName: string;
  email: string | null;
  phonePrefix: string | null;
  phone: string | null;
  birthDate: string | null;
  taxCode: string | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
  stateProvince: string | null;
  country: string | null;
  notes: string | null;
  rating: number | null;
};

/**
 * After players.xlsx then players-1252.csv (sorted by last name, first name). Phones keep the
 * file's groups, as the phone field keeps what is typed (lib/phone-number.ts).
 */
export const EXPECTED_PLAYERS: ExpectedPlayer[] = [
  {
    lastName: "Bassignani",
    firstName: "Mario",
    email: "mario.bassignani@esempio.it",
    phonePrefix: "+39",
    phone: "333 100 0001",
    birthDate: "1980-05-12",
    taxCode: CF_BASSIGNANI,
    address: "Corso Italia 10",
    city: "Cesena",
    zipCode: null,
    stateProvince: null,
    country: "Italia",
    notes: null,
    rating: 4,
  },
  {
    lastName: "Contarini",
    firstName: "Anna",
    email: "anna.contarini@esempio.it",
    phonePrefix: "+39",
    phone: "02 1000008",
    birthDate: null,
    taxCode: null,
    address: null,
    city: "Milano",
    zipCode: null,
    stateProvince: null,
    country: null,
    notes: null,
    rating: null,
  },
  {
    lastName: "Ferraguti",
    firstName: "Giulia",
    email: "giulia.ferraguti@esempio.it",
    phonePrefix: "+39",
    phone: "347 100 0002",
    birthDate: "1984-10-01",
    taxCode: null,
    address: "Via Po 3",
    city: "Milano",
    zipCode: "20121",
    stateProvince: "MI",
    country: "Italia",
    notes: "Preferisce camera singola",
    rating: null,
  },
  {
    lastName: "Marcantoni",
    firstName: "Luca",
    email: "luca.marcantoni@esempio.it",
    phonePrefix: "+41",
    phone: "79 100 00 03",
    birthDate: "1975-11-07",
    taxCode: null,
    address: null,
    city: "Lugano",
    zipCode: "6900",
    stateProvince: null,
    country: "Svizzera",
    notes: "Cliente storico",
    rating: 5,
  },
  {
    lastName: "Zanè",
    firstName: "Niccolò",
    email: "niccolo.zane@esempio.it",
    phonePrefix: "+39",
    phone: "335 100 0004",
    birthDate: "1979-03-05",
    taxCode: null,
    address: null,
    city: "Forlì",
    zipCode: null,
    stateProvince: null,
    country: null,
    notes: "Quota 100 €; paga all'arrivo",
    rating: null,
  },
];
