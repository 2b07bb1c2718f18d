/**
 * The customer fields a players file can fill, their column headers in Italian and English (the
 * automatic mapping), and the headers the export writes (so that an exported file maps itself).
 */
export const PLAYER_FIELDS = [
  "id",
  "lastName",
  "firstName",
  "email",
  "phonePrefix",
  "phone",
  "birthDate",
  "taxCode",
  "vatNumber",
  "address",
  "city",
  "zipCode",
  "stateProvince",
  "country",
  "notes",
  "rating",
] as const;
export type PlayerField = (typeof PLAYER_FIELDS)[number];

/** The headers the export writes, Italian (the import maps them back, and their English twins). */
export const EXPORT_HEADERS: Record<PlayerField, string> = {
  id: "Codice cliente",
  lastName: "Cognome",
  firstName: "Nome",
  email: "Email",
  phonePrefix: "Prefisso",
  phone: "Telefono",
  birthDate: "Data di nascita",
  taxCode: "Codice fiscale",
  vatNumber: "Partita IVA",
  address: "Indirizzo",
  city: "Città",
  zipCode: "CAP",
  stateProvince: "Provincia",
  country: "Nazione",
  notes: "Note",
  rating: "Valutazione",
};

/** Headers (normalised: lower case, no accents, words split by single spaces) per field. */
const SYNONYMS: Record<PlayerField, string[]> = {
  id: ["codice cliente", "id cliente", "customer id", "player id", "id giocatore", "id"],
  lastName: ["cognome", "cognomi", "last name", "lastname", "surname", "family name"],
  firstName: ["nome", "nome proprio", "first name", "firstname", "given name", "name"],
  email: [
    "email",
    "e mail",
    "mail",
    "indirizzo email",
    "indirizzo e mail",
    "posta elettronica",
    "email address",
  ],
  phonePrefix: [
    "prefisso",
    "prefisso telefonico",
    "prefisso internazionale",
    "phone prefix",
    "prefix",
    "country code",
  ],
  phone: [
    "telefono",
    "cellulare",
    "cell",
    "tel",
    "numero di telefono",
    "numero telefono",
    "telefono cellulare",
    "recapito telefonico",
    "mobile",
    "mobile phone",
    "phone",
    "phone number",
    "telephone",
    "cell phone",
  ],
  birthDate: [
    "data di nascita",
    "data nascita",
    "nato il",
    "nata il",
    "nascita",
    "birth date",
    "birthdate",
    "date of birth",
    "dob",
    "birthday",
  ],
  taxCode: ["codice fiscale", "cod fiscale", "cf", "c f", "tax code", "fiscal code", "tax id"],
  vatNumber: ["partita iva", "p iva", "piva", "p iva cliente", "vat", "vat number", "vat id"],
  address: ["indirizzo", "via", "residenza", "address", "street", "street address"],
  city: ["citta", "comune", "localita", "city", "town"],
  zipCode: ["cap", "c a p", "codice postale", "zip", "zip code", "postal code", "postcode"],
  stateProvince: ["provincia", "prov", "sigla provincia", "state", "province", "county"],
  country: ["nazione", "paese", "stato", "country", "nation"],
  notes: ["note", "annotazioni", "osservazioni", "notes", "note cliente", "comments", "remarks"],
  rating: ["valutazione", "voto", "stelle", "rating", "stars", "score"],
};

export function normaliseHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const BY_HEADER = new Map<string, PlayerField>();
for (const field of PLAYER_FIELDS) for (const synonym of SYNONYMS[field]) BY_HEADER.set(synonym, field);

/**
 * The automatic mapping: each field to the first column whose header is one of its names. A
 * column maps to one field at most; headers it does not know are left out ("Motivo" of a report).
 */
export function autoMapping(headers: string[]): Partial<Record<PlayerField, number>> {
  const mapping: Partial<Record<PlayerField, number>> = {};
  headers.forEach((header, index) => {
    const field = BY_HEADER.get(normaliseHeader(header));
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}
