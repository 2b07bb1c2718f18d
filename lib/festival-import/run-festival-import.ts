import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { importNameAliases, locations, roomTypes } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { romeToday } from "@/lib/dates";
import { searchKey } from "@/lib/names/fold-name";
import { reservationImportKeys } from "./import-key";
import { nameKey, type FilePerson } from "./names";
import { issuesToDto, matchPersons, prepareImport, type FestivalTables, type ResolvedName } from "./prepare";
import {
  countIds,
  createMissingAllotments,
  findImportedReservations,
  insertCustomers,
  insertReservations,
  nextIds,
  updateReservations,
  upsertEntries,
  type ReservationUpdate,
  type ReservationWrite,
} from "./repository";
import { readFestivalUpload } from "./read-upload";
import type { FestivalImportMapping, FestivalImportResultDto } from "./schemas";

/** Rows per transaction: each batch commits on its own, with its audit rows. */
export const RESERVATION_BATCH = 500;
export const ENTRY_BATCH = 1000;
export const CUSTOMER_BATCH = 1000;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * POST /api/events/import/run/{eventId}: imports a past festival's players' entries and
 * reservations (docs/DECISIONS.md "Past festivals import"). Everything that can refuse the files
 * (a missing column, an unmapped name, a closed event) is checked before the first write; rows
 * that cannot be read are skipped and reported. Then, in batches that each commit in one
 * transaction with their audit rows: the hotels and room types created in the mapping step,
 * the new customers, the entries (set to the file's numbers), the reservations (new ones added,
 * earlier imported ones brought to what the file says), and the allotment of hotels the event
 * has none for. Importing the same files again changes nothing.
 */
export async function runFestivalImport({
  db,
  caller,
  eventId,
  request,
  t,
}: {
  db: Db;
  caller: Caller;
  eventId: number;
  request: Request;
  t: ApiTranslator;
}): Promise<FestivalImportResultDto> {
  const { tables, mapping } = await readFestivalUpload(request, t);
  return importFestivalTables({ db, caller, eventId, tables, mapping, today: romeToday(), t });
}

/** The import of files already read (the route's entry reads them from the request). */
export async function importFestivalTables({
  db,
  caller,
  eventId,
  tables,
  mapping,
  today,
  t,
}: {
  db: Db;
  caller: Caller;
  eventId: number;
  tables: FestivalTables;
  mapping: FestivalImportMapping;
  today: string;
  t: ApiTranslator;
}): Promise<FestivalImportResultDto> {
  const prepared = await prepareImport({ db, eventId, tables, today });
  const hotelPlan = await planNames(db, prepared.hotels, mapping.hotels, "locations", (c) => c.locationId);
  const roomTypePlan = await planNames(
    db,
    prepared.roomTypes,
    mapping.roomTypes,
    "room_types",
    (c) => c.roomTypeId,
  );
  const { indexOf, matching } = await matchPersons(db, prepared);

  // The hotels and room types of the mapping step, and the names it mapped, in one transaction.
  await db.transaction(async (tx) => {
    await assertEventOpen(tx, eventId);
    for (const [key, plan] of hotelPlan.entries()) {
      if (plan.create) {
        const [row] = await tx
          .insert(locations)
          .values({ name: plan.name, searchKey: searchKey([plan.name]) })
          .returning({ id: locations.id, name: locations.name, type: locations.type });
        plan.id = row!.id;
        await writeAudit(tx, {
          accountId: caller.accountId,
          entity: "location",
          entityId: row!.id,
          action: "import",
          after: row,
        });
      } else if (plan.alias) {
        await saveAlias(tx, key, { locationId: plan.id! });
      }
    }
    for (const [key, plan] of roomTypePlan.entries()) {
      if (plan.create) {
        const [row] = await tx
          .insert(roomTypes)
          .values({ type: plan.name, capacity: plan.capacity! })
          .returning({ id: roomTypes.id, type: roomTypes.type, capacity: roomTypes.capacity });
        plan.id = row!.id;
        await writeAudit(tx, {
          accountId: caller.accountId,
          entity: "roomType",
          entityId: row!.id,
          action: "import",
          after: row,
        });
      } else if (plan.alias) {
        await saveAlias(tx, key, { roomTypeId: plan.id! });
      }
    }
  });

  // New customers, in batches.
  const newIds = new Map<string, number>();
  for (const batch of chunks(matching.created, CUSTOMER_BATCH)) {
    const created = await db.transaction((tx) => insertCustomers(tx, caller.accountId, batch));
    batch.forEach((c, i) => newIds.set(c.key, created[i]!));
  }
  const customerOf = (person: FilePerson) => {
    const match = matching.matches[indexOf(person)]!;
    return "customerId" in match ? match.customerId : newIds.get(match.newKey)!;
  };

  // Entries: rows naming the same customer add up.
  const numbers = new Map<number, number>();
  for (const row of prepared.entryRows) {
    const id = customerOf(row.person);
    numbers.set(id, (numbers.get(id) ?? 0) + row.entries);
  }
  const entryRows = [...numbers].map(([customerId, number]) => ({ customerId, number }));
  const entries = { created: 0, updated: 0, unchanged: 0 };
  for (const batch of chunks(entryRows, ENTRY_BATCH)) {
    const done = await db.transaction(async (tx) => {
      await assertEventOpen(tx, eventId);
      return upsertEntries(tx, { eventId, accountId: caller.accountId, rows: batch });
    });
    entries.created += done.created;
    entries.updated += done.updated;
    entries.unchanged += batch.length - done.created - done.updated;
  }

  // Reservations.
  const keys = reservationImportKeys(prepared.reservationRows);
  const wanted = prepared.reservationRows.map((row, i) => ({
    importKey: keys[i]!,
    locationId: hotelPlan.get(nameKey(row.hotel))!.id!,
    roomTypeId: roomTypePlan.get(nameKey(row.roomType))!.id!,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    bookingDate: row.bookingDate,
    status: row.status,
    totalPay: row.totalPaid,
    guestIds: [...new Set(row.guests.map(customerOf))],
  }));
  const reservations = { created: 0, updated: 0, unchanged: 0 };
  for (const batch of chunks(wanted, RESERVATION_BATCH)) {
    await db.transaction(async (tx) => {
      await assertEventOpen(tx, eventId);
      const existing = new Map(
        (
          await findImportedReservations(
            tx,
            eventId,
            batch.map((r) => r.importKey),
          )
        ).map((r) => [r.importKey, r]),
      );
      const fresh = batch.filter((r) => !existing.has(r.importKey));
      const ids = await nextIds(tx, "reservations_id_seq", fresh.length);
      const inserts: ReservationWrite[] = fresh.map((r, i) => ({
        ...r,
        id: ids[i]!,
        changes: Object.fromEntries(
          Object.entries({
            eventId,
            locationId: r.locationId,
            roomTypeId: r.roomTypeId,
            checkIn: r.checkIn,
            checkOut: r.checkOut,
            status: r.status,
            type: "Standard",
            totalPay: r.totalPay,
            guests: r.guestIds,
          }).map(([field, to]) => [field, { from: null, to }]),
        ),
      }));
      const updates: ReservationUpdate[] = [];
      for (const r of batch) {
        const before = existing.get(r.importKey);
        if (!before) continue;
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        const compare = (field: string, from: unknown, to: unknown) => {
          if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
        };
        compare("locationId", before.locationId, r.locationId);
        compare("roomTypeId", before.roomTypeId, r.roomTypeId);
        compare("status", before.status, r.status);
        compare("totalPay", before.totalPay, r.totalPay);
        compare("guests", before.guestIds, r.guestIds);
        if (Object.keys(changes).length === 0) continue;
        updates.push({
          ...r,
          id: before.id,
          changes,
          before: { locationId: before.locationId, roomTypeId: before.roomTypeId, status: before.status },
          rewriteDays: "totalPay" in changes,
          rewriteGuests: "guests" in changes,
        });
      }
      await insertReservations(tx, {
        eventId,
        accountId: caller.accountId,
        profileId: caller.profileId,
        rows: inserts,
      });
      await updateReservations(tx, { eventId, accountId: caller.accountId, rows: updates });
      reservations.created += inserts.length;
      reservations.updated += updates.length;
      reservations.unchanged += batch.length - inserts.length - updates.length;
    });
  }

  const allotmentsCreated = wanted.length
    ? await db.transaction(async (tx) => {
        await assertEventOpen(tx, eventId);
        return createMissingAllotments(tx, { eventId, accountId: caller.accountId });
      })
    : 0;

  return {
    customersCreated: matching.created.length,
    hotelsCreated: [...hotelPlan.values()].filter((p) => p.create).length,
    roomTypesCreated: [...roomTypePlan.values()].filter((p) => p.create).length,
    entries,
    reservations,
    allotmentsCreated,
    skippedRows: prepared.issues.length,
    issues: issuesToDto(prepared.issues, t),
  };
}

type NamePlan = { name: string; id: number | null; create: boolean; alias: boolean; capacity?: number };

/**
 * What each hotel (or room type) name of the files becomes: the matched one, or the mapping
 * step's choice (an existing one, remembered as an alias, or a new one). An unknown name
 * without a choice, or a choice of an id that does not exist, refuses the import.
 */
async function planNames<C extends { name: string; create?: boolean; capacity?: number }>(
  db: Db,
  names: Map<string, ResolvedName>,
  choices: C[],
  table: "locations" | "room_types",
  chosenId: (choice: C) => number | undefined,
): Promise<Map<string, NamePlan>> {
  const byKey = new Map(choices.map((c) => [nameKey(c.name), c]));
  const plan = new Map<string, NamePlan>();
  for (const [key, resolved] of names) {
    if (resolved.id !== null) {
      plan.set(key, { name: resolved.name, id: resolved.id, create: false, alias: false });
      continue;
    }
    const choice = byKey.get(key);
    if (!choice) {
      throw new DomainError(
        table === "locations" ? "festivalImportHotelUnmapped" : "festivalImportRoomTypeUnmapped",
        {
          params: { name: resolved.name },
        },
      );
    }
    const id = chosenId(choice);
    plan.set(key, {
      name: resolved.name.trim(),
      id: id ?? null,
      create: id === undefined,
      alias: id !== undefined,
      capacity: choice.capacity,
    });
  }
  const chosen = [...new Set([...plan.values()].filter((p) => p.alias).map((p) => p.id!))];
  if ((await countIds(db, table, chosen)) !== chosen.length) {
    throw new DomainError(table === "locations" ? "locationNotFound" : "unknownRoomType");
  }
  return plan;
}

async function saveAlias(tx: Tx, key: string, target: { locationId?: number; roomTypeId?: number }) {
  const column = target.locationId ? sql`location_id` : sql`room_type_id`;
  await tx.execute(sql`
    delete from import_name_aliases where name_key = ${key} and ${column} is not null`);
  await tx.insert(importNameAliases).values({ nameKey: key, ...target });
}
