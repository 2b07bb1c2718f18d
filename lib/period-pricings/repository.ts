import { and, asc, eq, gt, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { dailyAvailabilities, events, locations, periodPricings, roomPricings, roomTypes } from "@/db/schema";
import { dateToApi } from "@/lib/dates";
import { availabilityAlert, nightlyAvailability, type NightAllotment } from "./nights";
import type { PeriodPricingDto, RoomPricingDto } from "./schemas";

/** Rooms booked on a night for a hotel and room type of the event. */
export type BookedRooms = (locationId: number, roomTypeId: number, night: string) => number;

/**
 * Rooms booked per night, per hotel and room type, for one event: the rooms of every
 * reservation that is not Canceled, of any type, covering the night (DOMAIN.md). This is the
 * one place the hotel configuration reads bookings from; until reservations are stored it
 * finds none. The reservations area fills it with a query of the form
 *   select location_id, room_type_id, day, count(*) from reservation days of the event's
 *   non-cancelled reservations group by location_id, room_type_id, day
 * (optionally leaving out the reservation being edited).
 */
export async function bookedRoomsByNight(
  _db: DbOrTx,
  _criteria: { eventId: number; exceptReservationId?: number },
): Promise<BookedRooms> {
  const booked = new Map<string, number>();
  return (locationId, roomTypeId, night) =>
    booked.get(`${locationId}:${roomTypeId}:${night.slice(0, 10)}`) ?? 0;
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
    .orderBy(
      asc(sql`lower(${locations.name})`),
      asc(locations.id),
      asc(periodPricings.checkIn),
      asc(periodPricings.id),
    );
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
