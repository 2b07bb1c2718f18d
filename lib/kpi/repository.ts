import { readSideBySide } from "@/db/read-side-by-side";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { events, predictions } from "@/db/schema";
import type { BookedCustomer, HistoryDelta, PastEvent } from "./forecast";

const ids = (values: number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`;

export type KpiEvent = {
  id: number;
  name: string;
  dateFrom: string;
  dateTo: string;
  guaranteedValue: string | null;
  toPrizePoolValue: string | null;
  finalEntries: number | null;
  finalPartecipants: number | null;
  finalPartecipantsNotBooking: number | null;
};

export async function findKpiEvents(db: DbOrTx, eventIds: number[]): Promise<KpiEvent[]> {
  if (eventIds.length === 0) return [];
  const rows = await db.execute<KpiEvent>(sql`
    select id, name, date_from as "dateFrom", date_to as "dateTo", guaranteed_value as "guaranteedValue",
      to_prize_pool_value as "toPrizePoolValue", final_entries as "finalEntries",
      final_partecipants as "finalPartecipants", final_partecipants_not_booking as "finalPartecipantsNotBooking"
    from events where id = any(${ids(eventIds)})`);
  return rows.rows;
}

/** Booking history summed per event and Rome calendar day: rooms and room-nights. */
export async function historyDeltas(db: DbOrTx, eventIds: number[]): Promise<Map<number, HistoryDelta[]>> {
  const byEvent = new Map<number, HistoryDelta[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return byEvent;
  const rows = await db.execute<{ eventId: number; day: string; bookings: number; nights: number }>(sql`
    select event_id as "eventId", to_char(recorded_at at time zone 'Europe/Rome', 'YYYY-MM-DD') as day,
      sum(rooms)::integer as bookings, sum(rooms * (check_out - check_in))::integer as nights
    from booking_history where event_id = any(${ids(eventIds)})
    group by 1, 2 order by 1, 2`);
  for (const row of rows.rows) byEvent.get(row.eventId)!.push(row);
  return byEvent;
}

/** Allotted room-nights per event: each night's allotment (the per-night override when there is one). */
export async function allottedNights(db: DbOrTx, eventIds: number[]): Promise<Map<number, number>> {
  const byEvent = new Map<number, number>(eventIds.map((id) => [id, 0]));
  if (eventIds.length === 0) return byEvent;
  const rows = await db.execute<{ eventId: number; nights: number }>(sql`
    select pp.event_id as "eventId", sum(coalesce(da.availability, rp.availability))::integer as nights
    from period_pricings pp
    join room_pricings rp on rp.period_pricing_id = pp.id
    cross join lateral generate_series(pp.check_in, pp.check_out - 1, interval '1 day') g(night)
    left join daily_availabilities da on da.room_pricing_id = rp.id and da.day = g.night::date
    where pp.event_id = any(${ids(eventIds)})
    group by pp.event_id`);
  for (const row of rows.rows) byEvent.set(row.eventId, row.nights);
  return byEvent;
}

/** Per event: distinct customers with a counted reservation and the entries they bought there. */
async function bookedCustomerEntries(
  db: DbOrTx,
  eventIds: number[],
): Promise<Map<number, { customers: number; entries: number }>> {
  const rows = await db.execute<{ eventId: number; customers: number; entries: number }>(sql`
    with booked as (
      select distinct r.event_id, rc.customer_id
      from reservations r join reservation_customers rc on rc.reservation_id = r.id
      where r.status <> 'Canceled' and r.event_id = any(${ids(eventIds)}))
    select b.event_id as "eventId", count(*)::integer as customers, coalesce(sum(e.number), 0)::integer as entries
    from booked b
    left join entries e on e.event_id = b.event_id and e.customer_id = b.customer_id and not e.is_deleted
    group by b.event_id`);
  return new Map(rows.rows.map((r) => [r.eventId, { customers: r.customers, entries: r.entries }]));
}

/** The past events as the predictors need them, in the order given. */
export async function loadPastEvents(db: DbOrTx, eventIds: number[]): Promise<PastEvent[]> {
  const [rows, deltas, allotted, booked] = await readSideBySide(db, [
    () => findKpiEvents(db, eventIds),
    () => historyDeltas(db, eventIds),
    () => allottedNights(db, eventIds),
    () => bookedCustomerEntries(db, eventIds),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return eventIds.flatMap((id) => {
    const e = byId.get(id);
    if (!e) return [];
    return [
      {
        id,
        name: e.name,
        start: e.dateFrom,
        deltas: deltas.get(id) ?? [],
        allottedNights: allotted.get(id) ?? 0,
        finalEntries: e.finalEntries,
        finalPartecipants: e.finalPartecipants,
        finalPartecipantsNotBooking: e.finalPartecipantsNotBooking,
        bookedCustomers: booked.get(id)?.customers ?? 0,
        bookedCustomerEntries: booked.get(id)?.entries ?? 0,
      },
    ];
  });
}

/** The customers booked in the event, with their record in the events that started before it. */
export async function bookedCustomersWithHistory(db: DbOrTx, event: KpiEvent): Promise<BookedCustomer[]> {
  const rows = await db.execute<BookedCustomer>(sql`
    with current_guests as (
      select distinct rc.customer_id
      from reservations r join reservation_customers rc on rc.reservation_id = r.id
      where r.event_id = ${event.id} and r.status <> 'Canceled'),
    earlier as (
      select distinct r.event_id, rc.customer_id
      from reservations r
      join reservation_customers rc on rc.reservation_id = r.id
      join events ev on ev.id = r.event_id
      where rc.customer_id in (select customer_id from current_guests)
        and r.status <> 'Canceled' and ev.id <> ${event.id} and ev.date_from < ${event.dateFrom}::date)
    select cu.rating::integer as rating, count(h.event_id)::integer as "eventsBooked",
      count(e.id)::integer as "eventsPlayedWhenBooked", coalesce(sum(e.number), 0)::integer as "entriesWhenBooked"
    from current_guests g
    join customers cu on cu.id = g.customer_id
    left join earlier h on h.customer_id = g.customer_id
    left join entries e on e.event_id = h.event_id and e.customer_id = h.customer_id and not e.is_deleted
    group by g.customer_id, cu.rating`);
  return rows.rows;
}

export async function findPredictionOfEvent(db: DbOrTx, eventId: number) {
  const [row] = await db.select().from(predictions).where(eq(predictions.eventId, eventId));
  return row ?? null;
}

export async function findPrediction(db: DbOrTx, id: number) {
  const [row] = await db.select().from(predictions).where(eq(predictions.id, id));
  return row ?? null;
}

export async function eventExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  return Boolean(row);
}

export type RoomDetailRow = {
  locationId: number;
  locationName: string;
  roomTypeId: number;
  roomType: string;
  isPaid: boolean;
  isGuest: boolean;
  bookings: number;
  guests: number;
  nights: number;
};

/** Counted reservations per hotel, room type, paid (Settled) or not, Guest type or not. */
export async function roomDetailRows(db: DbOrTx, eventId: number): Promise<RoomDetailRow[]> {
  const rows = await db.execute<RoomDetailRow>(sql`
    select r.location_id as "locationId", l.name as "locationName", r.room_type_id as "roomTypeId",
      rt.type as "roomType", r.status = 'Settled' as "isPaid", r.type = 'Guest' as "isGuest",
      count(*)::integer as bookings, coalesce(sum(g.guests), 0)::integer as guests,
      sum(r.check_out - r.check_in)::integer as nights
    from reservations r
    join locations l on l.id = r.location_id
    join room_types rt on rt.id = r.room_type_id
    left join lateral (
      select count(*) as guests from reservation_customers rc where rc.reservation_id = r.id) g on true
    where r.event_id = ${eventId} and r.status <> 'Canceled'
    group by 1, 2, 3, 4, 5, 6
    order by l.name, rt.type, 5, 6`);
  return rows.rows;
}

/** Players (distinct customers) and entries (sum of buy-ins) of the event. */
export async function entryTotals(
  db: DbOrTx,
  eventId: number,
): Promise<{ players: number; entries: number }> {
  const rows = await db.execute<{ players: number; entries: number }>(sql`
    select count(distinct customer_id)::integer as players, coalesce(sum(number), 0)::integer as entries
    from entries where event_id = ${eventId} and not is_deleted`);
  return rows.rows[0]!;
}

export type ExposureRow = {
  locationId: number;
  locationName: string;
  roomTypeId: number;
  roomType: string;
  night: string;
  allotted: number;
  booked: number;
  costNotSellCents: number;
};

/** Each allotted night from `fromDay` on, per hotel and room type, with the rooms booked that night. */
export async function exposureRows(db: DbOrTx, eventId: number, fromDay: string): Promise<ExposureRow[]> {
  const rows = await db.execute<ExposureRow>(sql`
    select pp.location_id as "locationId", l.name as "locationName", rp.room_type_id as "roomTypeId",
      rt.type as "roomType", to_char(g.night, 'YYYY-MM-DD') as night,
      coalesce(da.availability, rp.availability) as allotted,
      (select count(*) from reservations r
        where r.event_id = pp.event_id and r.location_id = pp.location_id and r.room_type_id = rp.room_type_id
          and r.status <> 'Canceled' and r.check_in <= g.night::date and r.check_out > g.night::date)::integer as booked,
      (rp.cost_not_sell * 100)::integer as "costNotSellCents"
    from period_pricings pp
    join room_pricings rp on rp.period_pricing_id = pp.id
    join locations l on l.id = pp.location_id
    join room_types rt on rt.id = rp.room_type_id
    cross join lateral generate_series(pp.check_in, pp.check_out - 1, interval '1 day') g(night)
    left join daily_availabilities da on da.room_pricing_id = rp.id and da.day = g.night::date
    where pp.event_id = ${eventId} and g.night::date >= ${fromDay}::date
    order by l.name, rt.type, g.night`);
  return rows.rows;
}
