import { DomainError } from "@/lib/api/errors";
import { cellDay, cellInteger, cellMoney, cellText, isBlank, type CellValue } from "./cells";
import { isEmail, nameKey, parsePersonText, splitFullName, type FilePerson } from "./names";

/** A sheet as the festival import reads it: header names and the data rows with their line. */
export type ImportTable = { headers: string[]; rows: { line: number; cells: CellValue[] }[] };

export type ImportFileKind = "entries" | "reservations";

/** A row left out of the import, with the reason (a key of api.json "festivalImport"). */
export type RowIssue = { file: ImportFileKind; line: number; code: string; params?: Record<string, string> };

export type EntryRow = { line: number; person: FilePerson; entries: number };

export const RESERVATION_STATUSES = ["NotConfirmed", "Confirmed", "Settled", "Canceled"] as const;
export type ImportedStatus = (typeof RESERVATION_STATUSES)[number];

export type ReservationRow = {
  line: number;
  guests: FilePerson[];
  hotel: string;
  roomType: string;
  checkIn: string;
  checkOut: string;
  bookingDate: string;
  totalPaid: string;
  status: ImportedStatus;
};

/** Header names each column is recognised by (compared with nameKey, "-", "_" and "." as blanks). */
const ENTRY_COLUMNS = {
  lastName: ["cognome", "last name", "surname", "family name"],
  firstName: ["nome", "first name", "given name"],
  fullName: [
    "giocatore",
    "player",
    "nominativo",
    "nome e cognome",
    "cognome e nome",
    "nome completo",
    "full name",
    "name",
  ],
  email: ["email", "e mail", "mail", "posta elettronica"],
  entries: [
    "entries",
    "entry",
    "numero entries",
    "numero di entries",
    "n entries",
    "ingressi",
    "buy in",
    "buyin",
  ],
} as const;

const RESERVATION_COLUMNS = {
  guests: ["ospiti", "ospite", "guests", "guest", "clienti", "giocatori"],
  hotel: ["hotel", "albergo", "struttura"],
  roomType: ["tipo camera", "tipologia camera", "tipologia", "camera", "room type", "tipo stanza"],
  checkIn: ["check in", "checkin", "arrivo", "data arrivo", "data di arrivo"],
  checkOut: ["check out", "checkout", "partenza", "data partenza", "data di partenza"],
  bookingDate: [
    "data prenotazione",
    "data di prenotazione",
    "prenotata il",
    "prenotazione",
    "booking date",
    "booked on",
  ],
  totalPaid: ["totale pagato", "pagato", "importo pagato", "total paid", "paid", "totale", "total"],
  status: ["stato", "status", "stato prenotazione"],
} as const;

const STATUS_WORDS: Record<string, ImportedStatus> = {
  "non confermata": "NotConfirmed",
  "non confermato": "NotConfirmed",
  "da confermare": "NotConfirmed",
  notconfirmed: "NotConfirmed",
  "not confirmed": "NotConfirmed",
  confermata: "Confirmed",
  confermato: "Confirmed",
  confirmed: "Confirmed",
  saldata: "Settled",
  saldato: "Settled",
  pagata: "Settled",
  settled: "Settled",
  paid: "Settled",
  annullata: "Canceled",
  annullato: "Canceled",
  cancellata: "Canceled",
  canceled: "Canceled",
  cancelled: "Canceled",
};

const headerKey = (header: string) => nameKey(header.replace(/[-_.:]/g, " "));

function columnsOf<K extends string>(
  headers: string[],
  aliases: Record<K, readonly string[]>,
): Partial<Record<K, number>> {
  const keys = headers.map(headerKey);
  const found: Partial<Record<K, number>> = {};
  for (const [column, names] of Object.entries(aliases) as [K, readonly string[]][]) {
    const index = keys.findIndex((key) => names.includes(key));
    if (index >= 0) found[column] = index;
  }
  return found;
}

const missingColumn = (file: ImportFileKind, column: string) =>
  new DomainError("festivalImportMissingColumn", { params: { file: fileLabel(file), column } });

/** The file's name in messages (the Italian column names are the ones the screen documents). */
export const fileLabel = (file: ImportFileKind) => (file === "entries" ? "entries" : "prenotazioni");

/** The players' entries: one row per player (rows naming the same player add up, see the caller). */
export function readEntryRows(table: ImportTable): { rows: EntryRow[]; issues: RowIssue[] } {
  const col = columnsOf(table.headers, ENTRY_COLUMNS);
  // A lone "Nome" column holds whole names.
  if (col.lastName === undefined && col.fullName === undefined && col.firstName !== undefined) {
    col.fullName = col.firstName;
    delete col.firstName;
  }
  const hasName = col.lastName !== undefined || col.fullName !== undefined;
  if (!hasName && col.email === undefined) throw missingColumn("entries", "Cognome / Email");
  if (col.entries === undefined) throw missingColumn("entries", "Entries");
  const rows: EntryRow[] = [];
  const issues: RowIssue[] = [];
  for (const { line, cells } of table.rows) {
    if (cells.every(isBlank)) continue;
    const at = (index: number | undefined) => (index === undefined ? "" : cellText(cells[index]));
    const issue = (code: string, params?: Record<string, string>) =>
      issues.push({ file: "entries", line, code, ...(params ? { params } : {}) });
    const email = at(col.email).toLowerCase();
    if (email && !isEmail(email)) {
      issue("rowEmailInvalid", { value: email });
      continue;
    }
    let name = { lastName: at(col.lastName), firstName: at(col.firstName) };
    if (!name.lastName && !name.firstName && col.fullName !== undefined) {
      const parsed = parsePersonText(at(col.fullName));
      name = parsed ? { lastName: parsed.lastName, firstName: parsed.firstName } : splitFullName("");
    }
    if (!name.lastName && name.firstName) name = splitFullName(name.firstName);
    if (!name.lastName && !email) {
      issue("rowPlayerMissing");
      continue;
    }
    const entries = cellInteger(cells[col.entries!], 1, 999);
    if (entries === null) {
      issue("rowEntriesInvalid", { value: at(col.entries) });
      continue;
    }
    rows.push({ line, person: { ...name, email: email || null }, entries });
  }
  return { rows, issues };
}

/** The reservations: one row per room. */
export function readReservationRows(
  table: ImportTable,
  today: string,
): { rows: ReservationRow[]; issues: RowIssue[] } {
  const col = columnsOf(table.headers, RESERVATION_COLUMNS);
  const required: [keyof typeof RESERVATION_COLUMNS, string][] = [
    ["hotel", "Hotel"],
    ["roomType", "Tipo camera"],
    ["checkIn", "Check-in"],
    ["checkOut", "Check-out"],
    ["bookingDate", "Data prenotazione"],
    ["totalPaid", "Totale pagato"],
  ];
  for (const [column, label] of required) {
    if (col[column] === undefined) throw missingColumn("reservations", label);
  }
  const rows: ReservationRow[] = [];
  const issues: RowIssue[] = [];
  for (const { line, cells } of table.rows) {
    if (cells.every(isBlank)) continue;
    const raw = (index: number | undefined) => (index === undefined ? null : cells[index]);
    const at = (index: number | undefined) => cellText(raw(index));
    const issue = (code: string, params?: Record<string, string>) =>
      issues.push({ file: "reservations", line, code, ...(params ? { params } : {}) });
    const hotel = at(col.hotel);
    const roomType = at(col.roomType);
    if (!hotel) {
      issue("rowHotelMissing");
      continue;
    }
    if (!roomType) {
      issue("rowRoomTypeMissing");
      continue;
    }
    const checkIn = cellDay(raw(col.checkIn));
    const checkOut = cellDay(raw(col.checkOut));
    const bookingDate = cellDay(raw(col.bookingDate));
    if (!checkIn) {
      issue("rowDateInvalid", { column: "Check-in", value: at(col.checkIn) });
      continue;
    }
    if (!checkOut) {
      issue("rowDateInvalid", { column: "Check-out", value: at(col.checkOut) });
      continue;
    }
    if (!bookingDate) {
      issue("rowDateInvalid", { column: "Data prenotazione", value: at(col.bookingDate) });
      continue;
    }
    if (checkOut <= checkIn) {
      issue("rowStayInvalid");
      continue;
    }
    if (bookingDate > today) {
      issue("rowBookingDateFuture");
      continue;
    }
    const totalPaid = isBlank(raw(col.totalPaid)) ? "0.00" : cellMoney(raw(col.totalPaid));
    if (totalPaid === null) {
      issue("rowAmountInvalid", { value: at(col.totalPaid) });
      continue;
    }
    const statusText = at(col.status);
    const status = statusText ? STATUS_WORDS[nameKey(statusText)] : "Settled";
    if (!status) {
      issue("rowStatusInvalid", { value: statusText });
      continue;
    }
    const guestTexts = at(col.guests)
      .split(/[;\n|]/)
      .map((part) => part.trim())
      .filter(Boolean);
    const guests = guestTexts.map(parsePersonText);
    const badGuest = guests.findIndex((g) => g === null);
    if (badGuest >= 0) {
      issue("rowGuestInvalid", { value: guestTexts[badGuest]! });
      continue;
    }
    rows.push({
      line,
      guests: guests as FilePerson[],
      hotel,
      roomType,
      checkIn,
      checkOut,
      bookingDate,
      totalPaid,
      status,
    });
  }
  return { rows, issues };
}
