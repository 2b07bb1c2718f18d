import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { dateToApi } from "@/lib/dates";
import { availabilityAlert } from "@/lib/period-pricings/nights";
import type { AvailabilityAlert, ReservationDayDto } from "./schemas";

/**
 * One night of a stay for one event, hotel and room type: its price (null when no period covers
 * it), the rooms allotted (per-night override, else the room pricing's availability) and the
 * rooms booked by reservations that are not Canceled, of any type.
 */
export type StayNight = {
  day: string;
  sellPrice: string | null;
  dailyTax: string | null;
  allotted: number;
  booked: number;
  free: number;
  covered: boolean;
};

export type StayCriteria = {
  eventId: number;
  locationId: number;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  /** The reservation being edited, left out of the booked count. */
  exceptReservationId?: number | null;
};

type NightRow = {
  day: string;
  sell_price: string | null;
  daily_tax: string | null;
  allotted: number | null;
  booked: number;
};

/**
 * The statement behind every availability answer: one row per night of the stay (day, sell_price,
 * daily_tax as text, allotted, booked), in day order. Bookings are counted from the reservations'
 * ranges through the partial index reservations_availability_idx, so the count reads only the
 * reservations of this event, hotel and room type that touch the stay.
 */
export function stayNightsSql(criteria: StayCriteria): SQL {
  const { eventId, locationId, roomTypeId, checkIn, checkOut } = criteria;
  const except = criteria.exceptReservationId ?? 0;
  return sql`
    with nights as (
      select g::date as day
      from generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') g
    ),
    priced as (
      select n.day, rp.sell_price, pp.daily_tax, coalesce(da.availability, rp.availability) as allotted
      from nights n
      join period_pricings pp
        on pp.event_id = ${eventId} and pp.location_id = ${locationId}
       and pp.check_in <= n.day and pp.check_out > n.day
      join room_pricings rp on rp.period_pricing_id = pp.id and rp.room_type_id = ${roomTypeId}
      left join daily_availabilities da on da.room_pricing_id = rp.id and da.day = n.day
    ),
    booked as (
      select g::date as day, count(*)::integer as booked
      from reservations r
      cross join generate_series(greatest(r.check_in, ${checkIn}::date), least(r.check_out, ${checkOut}::date) - 1, interval '1 day') g
      where r.event_id = ${eventId} and r.location_id = ${locationId} and r.room_type_id = ${roomTypeId}
        and r.status <> 'Canceled' and r.check_in < ${checkOut}::date and r.check_out > ${checkIn}::date
        and r.id <> ${except}
      group by 1
    )
    select to_char(n.day, 'YYYY-MM-DD') as day, p.sell_price::text as sell_price,
           p.daily_tax::text as daily_tax, p.allotted, coalesce(b.booked, 0)::integer as booked
    from nights n
    left join priced p on p.day = n.day
    left join booked b on b.day = n.day
    order by n.day`;
}

/** The rows of stayNightsSql (as rows, or as the json array of a combined statement). */
export function toStayNights(rows: readonly NightRow[]): StayNight[] {
  return rows.map((row) => {
    const allotted = row.allotted ?? 0;
    return {
      day: row.day,
      sellPrice: row.sell_price,
      dailyTax: row.daily_tax,
      allotted,
      booked: row.booked,
      free: allotted - row.booked,
      covered: row.sell_price !== null,
    };
  });
}

/** Every night of the stay with its allotment and bookings: one query. */
export async function stayNights(db: DbOrTx, criteria: StayCriteria): Promise<StayNight[]> {
  const result = await db.execute<NightRow>(stayNightsSql(criteria));
  return toStayNights(result.rows);
}

/**
 * CheckAvailability in one round trip: the stay's nights with the event, hotel and room type
 * looked up beside them (null when absent), so the caller can refuse an unknown reference.
 */
export async function stayAvailability(
  db: DbOrTx,
  criteria: StayCriteria,
): Promise<{
  eventFound: boolean;
  locationName: string | null;
  roomType: { id: number; type: string; capacity: number } | null;
  nights: StayNight[];
}> {
  const result = await db.execute<{
    event_found: boolean;
    location_name: string | null;
    room_type: { id: number; type: string; capacity: number } | null;
    nights: NightRow[];
  }>(sql`
    select exists (select 1 from events where id = ${criteria.eventId}) as event_found,
           (select name from locations where id = ${criteria.locationId}) as location_name,
           (select json_build_object('id', id, 'type', type, 'capacity', capacity)
              from room_types where id = ${criteria.roomTypeId}) as room_type,
           (select coalesce(json_agg(n order by n.day), '[]') from (${stayNightsSql(criteria)}) n) as nights`);
  const row = result.rows[0]!;
  return {
    eventFound: row.event_found,
    locationName: row.location_name,
    roomType: row.room_type,
    nights: toStayNights(row.nights),
  };
}

/** The nights as the API shows them (day as a local timestamp, free rooms as availability). */
export function toReservationDays(nights: readonly StayNight[]): ReservationDayDto[] {
  return nights
    .filter((night) => night.covered)
    .map((night) => ({
      day: dateToApi(night.day)!,
      sellPrice: night.sellPrice!,
      dailyTax: night.dailyTax!,
      availability: night.free,
    }));
}

export function uncoveredNights(nights: readonly StayNight[]): string[] {
  return nights.filter((night) => !night.covered).map((night) => night.day);
}

/** Warning when the lowest free count is 0..5, Error below 0 (DOMAIN.md). */
export function stayAlert(nights: readonly StayNight[]): AvailabilityAlert | null {
  return availabilityAlert(nights.filter((night) => night.covered).map((night) => night.free));
}

/** The overbooking warning: any night with free rooms <= 0 or below the rooms wanted. */
export function wouldOverbook(nights: readonly StayNight[], rooms: number): boolean {
  return nights.some((night) => night.free < Math.max(1, rooms));
}

/**
 * Serializes the availability check and the write of reservations of one event, hotel and room
 * type until the transaction ends (transaction-level advisory locks): a scalar subquery for the
 * save's first statement, returning once every key is held. Several keys (an edit moving a
 * reservation to another room type) are taken in one fixed order so that two such edits cannot
 * deadlock. Saves on other room types take other keys and do not wait.
 */
export function roomLocksSql(
  keys: readonly { eventId: number; locationId: number; roomTypeId: number }[],
): SQL {
  const names = [
    ...new Set(keys.map((k) => `reservation:${k.eventId}:${k.locationId}:${k.roomTypeId}`)),
  ].sort();
  // Rows of unnest come in array order, so the locks are taken in the sorted order.
  return sql`(select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from unnest(array[${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]) k)`;
}

/** One hotel's nights for the quote: every hotel of the event pricing the room type on some night. */
type QuoteRow = {
  location_id: number;
  location_name: string;
  day: string;
  sell_price: string;
  daily_tax: string;
  allotted: number;
  booked: number;
};

export async function quoteNights(
  db: DbOrTx,
  criteria: { eventId: number; roomTypeId: number; checkIn: string; checkOut: string },
): Promise<Map<number, { name: string; nights: StayNight[] }>> {
  const { eventId, roomTypeId, checkIn, checkOut } = criteria;
  const result = await db.execute<QuoteRow>(sql`
    with nights as (
      select g::date as day
      from generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') g
    ),
    priced as (
      select pp.location_id, n.day, rp.sell_price, pp.daily_tax,
             coalesce(da.availability, rp.availability) as allotted
      from nights n
      join period_pricings pp
        on pp.event_id = ${eventId} and pp.check_in <= n.day and pp.check_out > n.day
      join room_pricings rp on rp.period_pricing_id = pp.id and rp.room_type_id = ${roomTypeId}
      left join daily_availabilities da on da.room_pricing_id = rp.id and da.day = n.day
    ),
    booked as (
      select r.location_id, g::date as day, count(*)::integer as booked
      from reservations r
      cross join generate_series(greatest(r.check_in, ${checkIn}::date), least(r.check_out, ${checkOut}::date) - 1, interval '1 day') g
      where r.event_id = ${eventId} and r.room_type_id = ${roomTypeId}
        and r.status <> 'Canceled' and r.check_in < ${checkOut}::date and r.check_out > ${checkIn}::date
      group by 1, 2
    )
    select p.location_id, l.name as location_name, to_char(p.day, 'YYYY-MM-DD') as day,
           p.sell_price, p.daily_tax, p.allotted, coalesce(b.booked, 0)::integer as booked
    from priced p
    join locations l on l.id = p.location_id
    left join booked b on b.location_id = p.location_id and b.day = p.day
    order by l.search_key, l.name collate "C", l.id, p.day`);
  const byHotel = new Map<number, { name: string; nights: StayNight[] }>();
  for (const row of result.rows) {
    const hotel = byHotel.get(row.location_id) ?? { name: row.location_name, nights: [] };
    hotel.nights.push({
      day: row.day,
      sellPrice: row.sell_price,
      dailyTax: row.daily_tax,
      allotted: row.allotted,
      booked: row.booked,
      free: row.allotted - row.booked,
      covered: true,
    });
    byHotel.set(row.location_id, hotel);
  }
  return byHotel;
}
