import { readSideBySide } from "@/db/read-side-by-side";
import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { matchCustomers, personIdentity, type CustomerMatching } from "./match-customers";
import { nameKey, type FilePerson } from "./names";
import { findEventForImport, listAliases, listLocationNames, listRoomTypeNames } from "./repository";
import {
  readEntryRows,
  readReservationRows,
  type EntryRow,
  type ImportTable,
  type ReservationRow,
  type RowIssue,
} from "./rows";
import type { RowIssueDto, UnknownNameDto } from "./schemas";

/** The two files of a past festival; either may be missing, not both. */
export type FestivalTables = { entries: ImportTable | null; reservations: ImportTable | null };

/** A name of the files and what it matched (null: unknown, the mapping step decides). */
export type ResolvedName = { name: string; rows: number; id: number | null; maxGuests: number };

export type PreparedImport = {
  entryRows: EntryRow[];
  reservationRows: ReservationRow[];
  issues: RowIssue[];
  hotels: Map<string, ResolvedName>;
  roomTypes: Map<string, ResolvedName>;
  locationNames: { id: number; name: string }[];
  roomTypeNames: { id: number; name: string; capacity: number }[];
};

/**
 * Reads the rows of both files (refusing a file without a needed column) and matches each hotel
 * and room type name to an existing one: by name ignoring case and accents, or by a name mapped
 * in an earlier import. Nothing is written.
 */
export async function prepareImport({
  db,
  eventId,
  tables,
  today,
}: {
  db: DbOrTx;
  eventId: number;
  tables: FestivalTables;
  today: string;
}): Promise<PreparedImport> {
  const event = await findEventForImport(db, eventId);
  if (!event) throw new DomainError("eventNotFound");
  if (event.isFreezed) throw new DomainError("eventClosed");
  if (!tables.entries && !tables.reservations) throw new DomainError("festivalImportNoFile");
  const entries = tables.entries ? readEntryRows(tables.entries) : { rows: [], issues: [] };
  const reservations = tables.reservations
    ? readReservationRows(tables.reservations, today)
    : { rows: [], issues: [] };

  const [locationNames, roomTypeNames, aliases] = await readSideBySide(db, [
    () => listLocationNames(db),
    () => listRoomTypeNames(db),
    () => listAliases(db),
  ]);
  const locationByKey = new Map<string, number>();
  const roomTypeByKey = new Map<string, number>();
  for (const a of aliases) {
    if (a.locationId) locationByKey.set(a.nameKey, a.locationId);
    if (a.roomTypeId) roomTypeByKey.set(a.nameKey, a.roomTypeId);
  }
  // A hotel's own name wins over an alias; of two hotels with one name, the oldest.
  for (const l of [...locationNames].reverse()) locationByKey.set(nameKey(l.name), l.id);
  for (const r of [...roomTypeNames].reverse()) roomTypeByKey.set(nameKey(r.name), r.id);

  const hotels = new Map<string, ResolvedName>();
  const roomTypes = new Map<string, ResolvedName>();
  const note = (map: Map<string, ResolvedName>, known: Map<string, number>, name: string, guests: number) => {
    const key = nameKey(name);
    const current = map.get(key);
    if (current) {
      current.rows++;
      current.maxGuests = Math.max(current.maxGuests, guests);
    } else map.set(key, { name, rows: 1, id: known.get(key) ?? null, maxGuests: guests });
  };
  for (const row of reservations.rows) {
    note(hotels, locationByKey, row.hotel, row.guests.length);
    note(roomTypes, roomTypeByKey, row.roomType, row.guests.length);
  }
  return {
    entryRows: entries.rows,
    reservationRows: reservations.rows,
    issues: [...entries.issues, ...reservations.issues],
    hotels,
    roomTypes,
    locationNames,
    roomTypeNames,
  };
}

/** The distinct persons of both files (players first), matched to customers. */
export async function matchPersons(
  db: DbOrTx,
  prepared: Pick<PreparedImport, "entryRows" | "reservationRows">,
): Promise<{ persons: FilePerson[]; indexOf: (p: FilePerson) => number; matching: CustomerMatching }> {
  const persons: FilePerson[] = [];
  const index = new Map<string, number>();
  const add = (person: FilePerson) => {
    const id = personIdentity(person);
    if (!index.has(id)) {
      index.set(id, persons.length);
      persons.push(person);
    }
  };
  prepared.entryRows.forEach((row) => add(row.person));
  prepared.reservationRows.forEach((row) => row.guests.forEach(add));
  const matching = await matchCustomers(db, persons);
  return { persons, indexOf: (p) => index.get(personIdentity(p))!, matching };
}

/** The unknown names for the mapping step, with a likely existing one (same first word) offered. */
export function unknownNames(
  names: Map<string, ResolvedName>,
  existing: { id: number; name: string }[],
): UnknownNameDto[] {
  return [...names.values()]
    .filter((n) => n.id === null)
    .map((n) => ({
      name: n.name,
      rows: n.rows,
      suggestedId: suggest(n.name, existing),
      maxGuests: n.maxGuests,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "it"));
}

/** Words too common in hotel and room names to tell one from another. */
const COMMON_WORDS = new Set([
  "hotel",
  "grand",
  "albergo",
  "casino",
  "resort",
  "palace",
  "camera",
  "room",
  "della",
  "delle",
  "the",
]);
const allWordsOf = (name: string) =>
  nameKey(name)
    .split(/[\s'&.,/-]+/)
    .filter(Boolean);
const wordsOf = (name: string) => allWordsOf(name).filter((w) => w.length >= 3 && !COMMON_WORDS.has(w));

/** The share of the words of two names that both have (Jaccard), common words included. */
function overlap(a: string, b: string): number {
  const mine = new Set(allWordsOf(a));
  const theirs = new Set(allWordsOf(b));
  const shared = [...theirs].filter((w) => mine.has(w)).length;
  return shared / (mine.size + theirs.size - shared || 1);
}

/**
 * The existing name sharing the most telling words with this one, if any; on a tie, the one
 * closest as a whole (`overlap`): "Grand Hotel Riviera" suggests "Grand Hotel Riviera dei Fiori"
 * rather than "Riviera Palace Sanremo".
 */
export function suggest(name: string, existing: { id: number; name: string }[]): number | null {
  const words = new Set(wordsOf(name));
  let best: { id: number; shared: number; closeness: number } | null = null;
  for (const e of existing) {
    const shared = wordsOf(e.name).filter((w) => words.has(w)).length;
    if (shared === 0 || (best && shared < best.shared)) continue;
    const closeness = overlap(name, e.name);
    if (!best || shared > best.shared || closeness > best.closeness) best = { id: e.id, shared, closeness };
  }
  return best?.id ?? null;
}

export function issuesToDto(issues: RowIssue[], t: ApiTranslator): RowIssueDto[] {
  return issues
    .map((i) => ({ file: i.file, line: i.line, message: t(`festivalImport.${i.code}`, i.params) }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
