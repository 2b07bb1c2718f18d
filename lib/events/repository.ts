import { and, count, desc, eq, gte, ilike, lte, ne, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { events, locations, periodPricings, reservations } from "@/db/schema";
import { likePattern } from "@/lib/api/paging";
import { dateToApi } from "@/lib/dates";
import { locationOrder } from "@/lib/locations/repository";
import { keyContains } from "@/lib/names/search-sql";
import type { EventCriteria, EventDto, EventListItem, EventLocationDto } from "./schemas";

const eventColumns = {
  id: events.id,
  name: events.name,
  type: events.type,
  dateFrom: events.dateFrom,
  dateTo: events.dateTo,
  launchDate: events.launchDate,
  locationId: events.locationId,
  locationName: locations.name,
  feePerPartecipant: events.feePerPartecipant,
  buyIn: events.buyIn,
  guaranteedValue: events.guaranteedValue,
  toPrizePoolValue: events.toPrizePoolValue,
  earningFeePercentage: events.earningFeePercentage,
  finalEntries: events.finalEntries,
  finalPartecipants: events.finalPartecipants,
  finalPartecipantsNotBooking: events.finalPartecipantsNotBooking,
  isFreezed: events.isFreezed,
  cashModuleEnabled: events.cashModuleEnabled,
};

function selectEvents(db: DbOrTx) {
  return db.select(eventColumns).from(events).leftJoin(locations, eq(locations.id, events.locationId));
}
type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

function toDto(row: EventRow): EventDto {
  const { locationId, locationName, dateFrom, dateTo, launchDate, ...rest } = row;
  return {
    ...rest,
    dateFrom: dateToApi(dateFrom)!,
    dateTo: dateToApi(dateTo)!,
    launchDate: dateToApi(launchDate),
    location: locationId !== null && locationName !== null ? { id: locationId, name: locationName } : null,
  };
}

export async function findEventById(db: DbOrTx, id: number): Promise<EventDto | null> {
  const [row] = await selectEvents(db).where(eq(events.id, id));
  return row ? toDto(row) : null;
}

/**
 * The name is compared through its search key (folded as names are: lib/names/fold-name.ts); the
 * type is a short code, compared as written but for ASCII case.
 */
function criteriaCondition(criteria: EventCriteria): SQL | undefined {
  return and(
    criteria.search
      ? or(keyContains(events.searchKey, criteria.search), ilike(events.type, likePattern(criteria.search)))
      : undefined,
    criteria.name ? keyContains(events.searchKey, criteria.name) : undefined,
    criteria.type ? ilike(events.type, likePattern(criteria.type)) : undefined,
    criteria.dateFrom ? gte(events.dateFrom, criteria.dateFrom) : undefined,
    criteria.dateTo ? lte(events.dateTo, criteria.dateTo) : undefined,
  );
}

/** Newest first (by start date, then id). */
export async function searchEvents(
  db: DbOrTx,
  criteria: EventCriteria & { limit: number; offset: number },
): Promise<EventListItem[]> {
  const rows = await selectEvents(db)
    .where(criteriaCondition(criteria))
    .orderBy(desc(events.dateFrom), desc(events.id))
    .limit(criteria.limit)
    .offset(criteria.offset);
  return rows.map((row) => {
    const { id, type, name, dateFrom, dateTo, location, isFreezed, cashModuleEnabled } = toDto(row);
    return { id, type, name, dateFrom, dateTo, location, isFreezed, cashModuleEnabled };
  });
}

export async function countEvents(db: DbOrTx, criteria: EventCriteria): Promise<number> {
  const [row] = await db.select({ value: count() }).from(events).where(criteriaCondition(criteria));
  return row?.value ?? 0;
}

/**
 * The event row locked for the rest of the transaction: "share" for writes of the event's
 * set-up, bookings and money (they may run side by side, but not beside a close), "update" for
 * writes that must also exclude each other (closing, or checks such as period overlaps).
 */
export async function lockEventRow(db: DbOrTx, id: number, mode: "share" | "update") {
  const [row] = await db
    .select({ id: events.id, isFreezed: events.isFreezed })
    .from(events)
    .where(eq(events.id, id))
    .for(mode);
  return row ?? null;
}

export async function countPeriodPricingsOfEvent(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(periodPricings)
    .where(eq(periodPricings.eventId, eventId));
  return row?.value ?? 0;
}

/** Reservations of the event that are not Canceled. */
export async function countActiveReservationsOfEvent(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(reservations)
    .where(and(eq(reservations.eventId, eventId), ne(reservations.status, "Canceled")));
  return row?.value ?? 0;
}

/** The hotels configured for the event (from its period pricings), each once, by name. */
export function listEventLocations(db: DbOrTx, eventId: number): Promise<EventLocationDto[]> {
  return db
    .select({ id: locations.id, name: locations.name, city: locations.city, type: locations.type })
    .from(periodPricings)
    .innerJoin(locations, eq(locations.id, periodPricings.locationId))
    .where(eq(periodPricings.eventId, eventId))
    .groupBy(locations.id)
    .orderBy(...locationOrder());
}

export async function locationExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
  return Boolean(row);
}
