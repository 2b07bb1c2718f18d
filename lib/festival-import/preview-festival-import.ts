import type { Db } from "@/db/client";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { romeToday } from "@/lib/dates";
import { reservationImportKeys } from "./import-key";
import { personIdentity } from "./match-customers";
import { issuesToDto, matchPersons, prepareImport, unknownNames, type FestivalTables } from "./prepare";
import { countImportedKeys } from "./repository";
import { readFestivalUpload } from "./read-upload";
import type { FestivalImportPreviewDto } from "./schemas";

/** The route's entry: the files of the multipart request. */
export async function previewFestivalImport({
  db,
  eventId,
  request,
  t,
}: {
  db: Db;
  eventId: number;
  request: Request;
  t: ApiTranslator;
}): Promise<FestivalImportPreviewDto> {
  const { tables } = await readFestivalUpload(request, t);
  return previewFestivalTables({ db, eventId, tables, today: romeToday(), t });
}

/**
 * POST /api/events/import/preview/{eventId}: reads a past festival's files and tells what an
 * import would do (rows read, players matched or to create, reservations already imported, rows
 * skipped and why) and which hotel and room type names the mapping step must decide. Writes
 * nothing.
 */
export async function previewFestivalTables({
  db,
  eventId,
  tables,
  today,
  t,
}: {
  db: Db;
  eventId: number;
  tables: FestivalTables;
  today: string;
  t: ApiTranslator;
}): Promise<FestivalImportPreviewDto> {
  const prepared = await prepareImport({ db, eventId, tables, today });
  const { matching } = await matchPersons(db, prepared);
  const keys = reservationImportKeys(prepared.reservationRows);
  const players = new Set(prepared.entryRows.map((r) => personIdentity(r.person))).size;
  const unknownHotels = unknownNames(prepared.hotels, prepared.locationNames).map(
    ({ maxGuests: _, ...n }) => n,
  );
  const unknownRoomTypes = unknownNames(prepared.roomTypes, prepared.roomTypeNames);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "it");
  return {
    entries: tables.entries
      ? {
          rows: prepared.entryRows.length,
          players,
          entries: prepared.entryRows.reduce((sum, r) => sum + r.entries, 0),
        }
      : null,
    reservations: tables.reservations
      ? {
          rows: prepared.reservationRows.length,
          canceled: prepared.reservationRows.filter((r) => r.status === "Canceled").length,
          alreadyImported: await countImportedKeys(db, eventId, keys),
        }
      : null,
    customers: {
      matched: matching.matched,
      toCreate: matching.created.length,
      ambiguous: matching.ambiguous,
    },
    unknownHotels,
    unknownRoomTypes,
    choices:
      unknownHotels.length || unknownRoomTypes.length
        ? {
            hotels: [...prepared.locationNames].sort(byName),
            roomTypes: [...prepared.roomTypeNames].sort(byName),
          }
        : null,
    issues: issuesToDto(prepared.issues, t),
  };
}
