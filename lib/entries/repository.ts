import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { customers, entries, reservationCustomers } from "@/db/schema";
import { keyOrder } from "@/lib/names/search-sql";
import { personSearchCondition } from "@/lib/profiles/repository";
import type { EntryCount, EntryDto } from "./schemas";

const entryColumns = {
  id: entries.id,
  customerId: entries.customerId,
  eventId: entries.eventId,
  isDeleted: entries.isDeleted,
  number: entries.number,
  lastName: customers.lastName,
  firstName: customers.firstName,
  editSource: entries.editSource,
  isFake: customers.isFake,
  rating: customers.rating,
  isAgentPlayer: sql<boolean>`coalesce(${reservationCustomers.isAgentPlayer}, false)`,
};

/** The guest row of the Packet reservation an entry came from, which holds the agent-player flag. */
const reservationGuest = and(
  eq(reservationCustomers.reservationId, entries.reservationId),
  eq(reservationCustomers.customerId, entries.customerId),
);

type EntryRow = { lastName: string; firstName: string | null } & Omit<EntryDto, "fullName">;

function toDto({ lastName, firstName, ...entry }: EntryRow): EntryDto {
  return { ...entry, fullName: `${lastName} ${firstName ?? ""}`.trim() };
}

/** Players in the order of person lists (the folded key: Żebrowska among the Z's). */
const personOrder = keyOrder(customers.searchKey, customers.lastName, customers.firstName).map((part) =>
  asc(part),
);

/** The live entries of an event whose player matches every word of the search. */
function liveEntriesCondition(eventId: number, search: string | undefined): SQL | undefined {
  return and(
    eq(entries.eventId, eventId),
    eq(entries.isDeleted, false),
    personSearchCondition(search, customers),
  );
}

export async function searchEntries(
  db: DbOrTx,
  criteria: { eventId: number; search?: string; limit: number; offset: number },
): Promise<EntryDto[]> {
  const rows = await db
    .select(entryColumns)
    .from(entries)
    .innerJoin(customers, eq(customers.id, entries.customerId))
    .leftJoin(reservationCustomers, reservationGuest)
    .where(liveEntriesCondition(criteria.eventId, criteria.search))
    .orderBy(...personOrder, asc(entries.id))
    .limit(criteria.limit)
    .offset(criteria.offset);
  return rows.map(toDto);
}

export async function countEntries(db: DbOrTx, eventId: number, search?: string): Promise<EntryCount> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${entries.number}), 0)::integer`,
      players: sql<number>`count(distinct ${entries.customerId})::integer`,
    })
    .from(entries)
    .innerJoin(customers, eq(customers.id, entries.customerId))
    .where(liveEntriesCondition(eventId, search));
  return { count: Number(row?.count ?? 0), players: Number(row?.players ?? 0) };
}

/** The live entries of these customers in the event. */
export async function entriesOfCustomers(
  db: DbOrTx,
  eventId: number,
  customerIds: number[],
): Promise<EntryDto[]> {
  if (customerIds.length === 0) return [];
  const rows = await db
    .select(entryColumns)
    .from(entries)
    .innerJoin(customers, eq(customers.id, entries.customerId))
    .leftJoin(reservationCustomers, reservationGuest)
    .where(
      and(
        eq(entries.eventId, eventId),
        eq(entries.isDeleted, false),
        inArray(entries.customerId, customerIds),
      ),
    )
    .orderBy(...personOrder, asc(entries.id));
  return rows.map(toDto);
}

export async function countExistingCustomers(db: DbOrTx, customerIds: number[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(customers).where(inArray(customers.id, customerIds));
  return row?.total ?? 0;
}

/**
 * Adds an entry (number 1, source Entry) for each customer without a live one in the event; a
 * soft-deleted entry comes back as a fresh one. Live entries are left as they are. Returns the
 * ids of the entries it created or revived.
 */
export async function addEntries(tx: DbOrTx, eventId: number, customerIds: number[]): Promise<number[]> {
  const rows = await tx
    .insert(entries)
    .values(
      customerIds.map((customerId) => ({ eventId, customerId, number: 1, editSource: "Entry" as const })),
    )
    .onConflictDoUpdate({
      target: [entries.eventId, entries.customerId],
      set: { isDeleted: false, number: 1, editSource: "Entry", reservationId: null, updatedAt: new Date() },
      setWhere: sql`${entries.isDeleted}`,
    })
    .returning({ id: entries.id });
  return rows.map((row) => row.id);
}

/** The entry with its event, locked for the change that follows; null when missing or deleted. */
export async function findLiveEntryForUpdate(
  tx: DbOrTx,
  id: number,
): Promise<{ id: number; eventId: number; number: number } | null> {
  const [row] = await tx
    .select({ id: entries.id, eventId: entries.eventId, number: entries.number })
    .from(entries)
    .where(and(eq(entries.id, id), eq(entries.isDeleted, false)))
    .for("update");
  return row ?? null;
}

export async function updateEntry(
  tx: DbOrTx,
  id: number,
  change: { number: number } | { isDeleted: true },
): Promise<void> {
  await tx
    .update(entries)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(entries.id, id));
}

export async function findEntryById(db: DbOrTx, id: number): Promise<EntryDto | null> {
  const [row] = await db
    .select(entryColumns)
    .from(entries)
    .innerJoin(customers, eq(customers.id, entries.customerId))
    .leftJoin(reservationCustomers, reservationGuest)
    .where(eq(entries.id, id));
  return row ? toDto(row) : null;
}
