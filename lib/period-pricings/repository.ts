import { and, asc, eq, gt, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { dailyAvailabilities, events, locations, periodPricings, roomPricings, roomTypes } from "@/db/schema";
import { dateToApi } from "@/lib/dates";
import { locationOrder } from "@/lib/locations/repository";
import { availabilityAlert, nightlyAvailability, type NightAllotment } from "./nights";
import type { PeriodPricingDto, RoomPricingDto } from "./schemas";

/** Rooms booked on a night for a hotel and room type of the event. */
export type BookedRooms = (locationId: number, roomTypeId: number, night: string) => number;

/**
 * Rooms booked per night, per hotel and room type, for one event: the rooms of every
 * reservation that is not Canceled, of any type, covering the night (DOMAIN.md), optionally
 * leaving out the reservation being edited. The one place the hotel configuration reads
 * bookings from: one query over the event's reservations (each reservation is one room).
 */
export async function bookedRoomsByNight(
  db: DbOrTx,
  criteria: { eventId: number; exceptReservationId?: number },
): Promise<BookedRooms> {
  const result = await db.execute<{
    location_id: number;
    room_type_id: number;
    day: string;
    booked: number;
  }>(sql`
    select r.location_id, r.room_type_id, to_char(g, 'YYYY-MM-DD') as day, count(*)::integer as booked
    from reservations r
    cross join generate_series(r.check_in, r.check_out - 1, interval '1 day') g
    where r.event_id = ${criteria.eventId} and r.status <> 'Canceled'
      and r.id <> ${criteria.exceptReservationId ?? 0}
    group by 1, 2, 3`);
  const booked = new Map<string, number>();
  for (const row of result.rows) booked.set(`${row.location_id}:${row.room_type_id}:${row.day}`, row.booked);
  return (locationId, roomTypeId, night) =>
    booked.get(`${locationId}:${roomTypeId}:${night.slice(0, 10)}`) ?? 0;
}

/**
 * Non-Canceled reservations of the period's event and hotel, with one of its room types, that
 * have a night in the period which the period as changed no longer covers: a night outside
 * `next` (checkIn..checkOut), a room type left out, or another hotel. `next` null: the period is
 * deleted, so every such reservation counts.
 */
export async function countReservationsLosingPeriod(
  db: DbOrTx,
  periodPricingId: number,
  next: { locationId: number; checkIn: string; checkOut: string; roomTypeIds: number[] } | null,
): Promise<number> {
  const change = next
    ? sql`and (pp.location_id <> ${next.locationId}
          or not (r.room_type_id = any(${sql.raw(`array[${next.roomTypeIds.map(Number).join(",") || "0"}]::integer[]`)}))
          or greatest(r.check_in, pp.check_in) < ${next.checkIn}::date
          or least(r.check_out, pp.check_out) > ${next.checkOut}::date)`
    : sql``;
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::integer as count
    from period_pricings pp
    join room_pricings rp on rp.period_pricing_id = pp.id
    join reservations r
      on r.event_id = pp.event_id and r.location_id = pp.location_id and r.room_type_id = rp.room_type_id
     and r.status <> 'Canceled' and r.check_in < pp.check_out and r.check_out > pp.check_in
    where pp.id = ${periodPricingId} ${change}`);
  return result.rows[0]?.count ?? 0;
}

/** Periods with their hotel and room types, each room with every night's allotted and free rooms. */
async function loadPeriodPricings(db: DbOrTx, where: SQL): Promise<PeriodPricingDto[]> {
  const periods = await db
    .select({
      id: periodPricings.id,
      eventId: periodPricings.eventId,
      isFreezed: events.isFreezed,
      locationId: locations.id,
      locationName: locations.name,
      checkIn: periodPricings.checkIn,
      checkOut: periodPricings.checkOut,
      dailyTax: periodPricings.dailyTax,
    })
    .from(periodPricings)
    .innerJoin(events, eq(events.id, periodPricings.eventId))
    .innerJoin(locations, eq(locations.id, periodPricings.locationId))
    .where(where)
    .orderBy(...locationOrder(), asc(periodPricings.checkIn), asc(periodPricings.id));
  if (periods.length === 0) return [];
  const periodIds = periods.map((p) => p.id);
  const rooms = await db
    .select({
      id: roomPricings.id,
      periodPricingId: roomPricings.periodPricingId,
      roomTypeId: roomTypes.id,
      roomTypeType: roomTypes.type,
      roomTypeCapacity: roomTypes.capacity,
      sellPrice: roomPricings.sellPrice,
      cost: roomPricings.cost,
      costNotSell: roomPricings.costNotSell,
      costStaff: roomPricings.costStaff,
      availability: roomPricings.availability,
    })
    .from(roomPricings)
    .innerJoin(roomTypes, eq(roomTypes.id, roomPricings.roomTypeId))
    .where(inArray(roomPricings.periodPricingId, periodIds))
    .orderBy(asc(roomTypes.capacity), asc(sql`lower(${roomTypes.type})`), asc(roomTypes.id));
  const overrides = rooms.length
    ? await db
        .select()
        .from(dailyAvailabilities)
        .where(
          inArray(
            dailyAvailabilities.roomPricingId,
            rooms.map((r) => r.id),
          ),
        )
        .orderBy(asc(dailyAvailabilities.day))
    : [];
  const bookedByEvent = new Map<number, BookedRooms>();
  for (const eventId of new Set(periods.map((p) => p.eventId))) {
    bookedByEvent.set(eventId, await bookedRoomsByNight(db, { eventId }));
  }

  return periods.map((period) => {
    const booked = bookedByEvent.get(period.eventId)!;
    const roomDtos: RoomPricingDto[] = rooms
      .filter((room) => room.periodPricingId === period.id)
      .map((room) => {
        const own: NightAllotment[] = overrides.filter((o) => o.roomPricingId === room.id);
        const nights = nightlyAvailability(period, room.availability, own, (night) =>
          booked(period.locationId, room.roomTypeId, night),
        );
        return {
          id: room.id,
          roomType: { id: room.roomTypeId, type: room.roomTypeType, capacity: room.roomTypeCapacity },
          sellPrice: room.sellPrice,
          cost: room.cost,
          costNotSell: room.costNotSell,
          costStaff: room.costStaff,
          availability: room.availability,
          alertAvailability: availabilityAlert(nights.map((n) => n.totalAvailability)),
          isAvailabilityEditable: !period.isFreezed,
          dailyAvailabilities: nights.map((n) => ({ ...n, day: dateToApi(n.day)! })),
        };
      });
    return {
      id: period.id,
      eventId: period.eventId,
      event: { id: period.eventId },
      location: { id: period.locationId, name: period.locationName },
      checkIn: dateToApi(period.checkIn)!,
      checkOut: dateToApi(period.checkOut)!,
      dailyTax: period.dailyTax,
      roomPricings: roomDtos,
    };
  });
}

export function listPeriodPricingsOfEvent(db: DbOrTx, eventId: number): Promise<PeriodPricingDto[]> {
  return loadPeriodPricings(db, eq(periodPricings.eventId, eventId));
}

export async function findPeriodPricing(db: DbOrTx, id: number): Promise<PeriodPricingDto | null> {
  const [period] = await loadPeriodPricings(db, eq(periodPricings.id, id));
  return period ?? null;
}

/** The bare row (event and hotel), for the checks before a write. */
export async function findPeriodPricingRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(periodPricings).where(eq(periodPricings.id, id));
  return row ?? null;
}

/**
 * The first room pricing of another period of the same event and hotel, with one of the room
 * types, that shares a night with checkIn..checkOut (check-out exclusive).
 */
export async function findOverlappingRoomPricing(
  db: DbOrTx,
  criteria: {
    eventId: number;
    locationId: number;
    roomTypeIds: number[];
    checkIn: string;
    checkOut: string;
    exceptPeriodPricingId?: number;
  },
) {
  if (criteria.roomTypeIds.length === 0) return null;
  const [row] = await db
    .select({
      periodPricingId: periodPricings.id,
      roomType: roomTypes.type,
      checkIn: periodPricings.checkIn,
      checkOut: periodPricings.checkOut,
    })
    .from(roomPricings)
    .innerJoin(periodPricings, eq(periodPricings.id, roomPricings.periodPricingId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomPricings.roomTypeId))
    .where(
      and(
        eq(periodPricings.eventId, criteria.eventId),
        eq(periodPricings.locationId, criteria.locationId),
        inArray(roomPricings.roomTypeId, criteria.roomTypeIds),
        lt(periodPricings.checkIn, criteria.checkOut),
        gt(periodPricings.checkOut, criteria.checkIn),
        criteria.exceptPeriodPricingId ? ne(periodPricings.id, criteria.exceptPeriodPricingId) : undefined,
      ),
    )
    .orderBy(asc(periodPricings.checkIn), asc(roomTypes.id))
    .limit(1);
  return row ?? null;
}

/** The ids among `ids` that are room types. */
export async function existingRoomTypeIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: roomTypes.id }).from(roomTypes).where(inArray(roomTypes.id, ids));
  return rows.map((row) => row.id);
}
