import { sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/db/client";
import { personSearchKey } from "@/lib/names/fold-name";
import type { NewCustomer } from "./match-customers";

const ids = (values: readonly number[]) => sql`${`{${values.join(",")}}`}::integer[]`;
const texts = (values: readonly string[]) => sql`${JSON.stringify(values)}::jsonb`;

export type NamedRow = { id: number; name: string };

export async function listLocationNames(db: DbOrTx): Promise<NamedRow[]> {
  return (await db.execute<NamedRow>(sql`select id, name from locations order by id`)).rows;
}

export async function listRoomTypeNames(db: DbOrTx): Promise<(NamedRow & { capacity: number })[]> {
  return (
    await db.execute<NamedRow & { capacity: number }>(
      sql`select id, type as name, capacity from room_types order by id`,
    )
  ).rows;
}

export async function listAliases(
  db: DbOrTx,
): Promise<{ nameKey: string; locationId: number | null; roomTypeId: number | null }[]> {
  return (
    await db.execute<{ nameKey: string; locationId: number | null; roomTypeId: number | null }>(sql`
      select name_key as "nameKey", location_id as "locationId", room_type_id as "roomTypeId" from import_name_aliases`)
  ).rows;
}

export async function findEventForImport(
  db: DbOrTx,
  eventId: number,
): Promise<{ id: number; isFreezed: boolean } | null> {
  const rows = await db.execute<{ id: number; isFreezed: boolean }>(
    sql`select id, is_freezed as "isFreezed" from events where id = ${eventId}`,
  );
  return rows.rows[0] ?? null;
}

export async function countIds(
  db: DbOrTx,
  table: "locations" | "room_types",
  values: number[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::integer as n from ${sql.identifier(table)} where id = any(${ids(values)})`,
  );
  return rows.rows[0]!.n;
}

/** Existing imported reservations of the event among these keys, with what an import may change. */
export type ExistingImported = {
  id: number;
  importKey: string;
  locationId: number;
  roomTypeId: number;
  status: string;
  totalPay: string;
  bookedAt: string;
  guestIds: number[];
};

export async function findImportedReservations(
  db: DbOrTx,
  eventId: number,
  keys: string[],
): Promise<ExistingImported[]> {
  if (keys.length === 0) return [];
  const rows = await db.execute<ExistingImported>(sql`
    select r.id, r.import_key as "importKey", r.location_id as "locationId", r.room_type_id as "roomTypeId",
      r.status, r.total_pay as "totalPay",
      coalesce((select array_agg(rc.customer_id order by rc.position) from reservation_customers rc
        where rc.reservation_id = r.id), '{}') as "guestIds"
    from reservations r
    where r.event_id = ${eventId}
      and r.import_key in (select jsonb_array_elements_text(${texts(keys)}))`);
  return rows.rows.map((r) => ({ ...r, guestIds: r.guestIds.map(Number) }));
}

export async function countImportedKeys(db: DbOrTx, eventId: number, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::integer as n from reservations
    where event_id = ${eventId} and import_key in (select jsonb_array_elements_text(${texts(keys)}))`);
  return rows.rows[0]!.n;
}

/** Ids drawn from a sequence beforehand, so that one statement can insert rows that refer to them. */
export async function nextIds(
  tx: Tx,
  sequence: "object_ids" | "reservations_id_seq",
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.execute<{ id: string }>(
    sql`select nextval(${sequence}::regclass) as id from generate_series(1, ${count}::integer)`,
  );
  return rows.rows.map((r) => Number(r.id));
}

/** Creates customers with their audit rows; answers their ids in the order given. */
export async function insertCustomers(tx: Tx, accountId: number, people: NewCustomer[]): Promise<number[]> {
  if (people.length === 0) return [];
  const newIds = await nextIds(tx, "object_ids", people.length);
  await tx.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(
        people.map((p, i) => ({
          id: newIds[i],
          first_name: p.firstName,
          last_name: p.lastName,
          email: p.email,
          search_key: personSearchKey(p),
        })),
      )}::json) as x(id integer, first_name text, last_name text, email text, search_key text)),
    created as (
      insert into customers (id, first_name, last_name, email, search_key)
      select id, first_name, last_name, email, search_key from input)
    insert into audit_log (account_id, entity, entity_id, action, changes)
    select ${accountId}, 'customer', id::text, 'import',
      jsonb_build_object('lastName', jsonb_build_object('from', null, 'to', last_name))
      || case when first_name <> '' then jsonb_build_object('firstName', jsonb_build_object('from', null, 'to', first_name)) else '{}' end
      || case when email is not null then jsonb_build_object('email', jsonb_build_object('from', null, 'to', email)) else '{}' end
    from input`);
  return newIds;
}

/** Sets the players' entries to the numbers given; answers how many were created and changed. */
export async function upsertEntries(
  tx: Tx,
  w: { eventId: number; accountId: number; rows: { customerId: number; number: number }[] },
): Promise<{ created: number; updated: number }> {
  if (w.rows.length === 0) return { created: 0, updated: 0 };
  const input = JSON.stringify(w.rows.map((r) => ({ customer_id: r.customerId, number: r.number })));
  const rows = await tx.execute<{ created: number; updated: number }>(sql`
    with input as (
      select * from json_to_recordset(${input}::json) as x(customer_id integer, number integer)),
    old as (
      select e.customer_id, e.number, e.is_deleted from entries e
      where e.event_id = ${w.eventId} and e.customer_id in (select customer_id from input)),
    up as (
      insert into entries (event_id, customer_id, number, edit_source)
      select ${w.eventId}, customer_id, number, 'Entry' from input
      on conflict (event_id, customer_id) do update set number = excluded.number, is_deleted = false,
        edit_source = case when entries.is_deleted then 'Entry' else entries.edit_source end,
        reservation_id = case when entries.is_deleted then null else entries.reservation_id end,
        updated_at = now()
      where entries.number <> excluded.number or entries.is_deleted
      returning id, customer_id, number),
    changes as (
      select up.id, old.customer_id is null or old.is_deleted as created,
        case when old.customer_id is null or old.is_deleted then jsonb_build_object(
            'eventId', jsonb_build_object('from', null, 'to', ${w.eventId}::integer),
            'customerId', jsonb_build_object('from', null, 'to', up.customer_id),
            'number', jsonb_build_object('from', null, 'to', up.number),
            'editSource', jsonb_build_object('from', null, 'to', 'Entry'))
          else jsonb_build_object('number', jsonb_build_object('from', old.number, 'to', up.number)) end as changes
      from up left join old on old.customer_id = up.customer_id),
    audit as (
      insert into audit_log (account_id, entity, entity_id, action, changes)
      select ${w.accountId}, 'entry', id::text, 'import', changes from changes)
    select (count(*) filter (where created))::integer as created,
      (count(*) filter (where not created))::integer as updated
    from changes`);
  return rows.rows[0]!;
}

/** A reservation row to write: a new one (id drawn beforehand) or a change of an imported one. */
export type ReservationWrite = {
  id: number;
  importKey: string;
  locationId: number;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  bookingDate: string;
  status: string;
  totalPay: string;
  guestIds: number[];
  changes: Record<string, { from: unknown; to: unknown }>;
};

export type ReservationUpdate = ReservationWrite & {
  before: { locationId: number; roomTypeId: number; status: string };
  rewriteDays: boolean;
  rewriteGuests: boolean;
};

/** The booking date's noon in Rome: the instant its booking history rows and created_at carry. */
const BOOKED_AT = sql.raw(`((x.booking_date + time '12:00') at time zone 'Europe/Rome')`);

const RECORD_COLUMNS = sql.raw(`x(id integer, import_key text, location_id integer, room_type_id integer,
  check_in date, check_out date, booking_date date, status reservation_status, total numeric, guests integer[],
  changes jsonb, old_location_id integer, old_room_type_id integer, old_status reservation_status,
  rewrite_days boolean, rewrite_guests boolean)`);

function recordJson(rows: (ReservationWrite & Partial<ReservationUpdate>)[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      import_key: r.importKey,
      location_id: r.locationId,
      room_type_id: r.roomTypeId,
      check_in: r.checkIn,
      check_out: r.checkOut,
      booking_date: r.bookingDate,
      status: r.status,
      total: r.totalPay,
      guests: r.guestIds,
      changes: r.changes,
      old_location_id: r.before?.locationId ?? null,
      old_room_type_id: r.before?.roomTypeId ?? null,
      old_status: r.before?.status ?? null,
      rewrite_days: r.rewriteDays ?? true,
      rewrite_guests: r.rewriteGuests ?? true,
    })),
  );
}

/** The nights of each input row priced as its total split evenly (the first nights take the odd cents). */
const DAYS_SQL = sql.raw(`
  insert into reservation_days (reservation_id, day, sell_price, daily_tax)
  select x.id, g.night::date,
    (((x.total * 100)::bigint / (x.check_out - x.check_in))
      + case when g.ord <= (x.total * 100)::bigint % (x.check_out - x.check_in) then 1 else 0 end)::numeric / 100,
    0
  from input x
  cross join lateral generate_series(x.check_in, x.check_out - 1, interval '1 day') with ordinality g(night, ord)`);

const GUESTS_SQL = (eventId: number) => sql`
  insert into reservation_customers (reservation_id, event_id, customer_id, position, is_agent_player)
  select x.id, ${eventId}, g.customer_id, g.ord - 1, false
  from input x cross join lateral unnest(x.guests) with ordinality g(customer_id, ord)`;

/**
 * New imported reservations with their nights, guests, booking history (+1 at the booking date
 * for each counted one) and audit rows, in one statement. No communication is queued and no
 * availability is checked: these stays are over (docs/DECISIONS.md "Past festivals import").
 */
export async function insertReservations(
  tx: Tx,
  w: { eventId: number; accountId: number; profileId: number; rows: ReservationWrite[] },
): Promise<void> {
  if (w.rows.length === 0) return;
  await tx.execute(sql`
    with input as (select * from json_to_recordset(${recordJson(w.rows)}::json) as ${RECORD_COLUMNS}),
    created as (
      insert into reservations (id, event_id, location_id, room_type_id, check_in, check_out, status, type,
        discount, total_no_tax, total_tax, total_pay, import_key, created_by, created_at, updated_at)
      select x.id, ${w.eventId}, x.location_id, x.room_type_id, x.check_in, x.check_out, x.status, 'Standard',
        0, x.total, 0, x.total, x.import_key, ${w.profileId}, ${BOOKED_AT}, now()
      from input x),
    days as (${DAYS_SQL}),
    guests as (${GUESTS_SQL(w.eventId)}),
    history as (
      insert into booking_history (event_id, reservation_id, location_id, room_type_id, check_in, check_out, rooms, recorded_at)
      select ${w.eventId}, x.id, x.location_id, x.room_type_id, x.check_in, x.check_out, 1, ${BOOKED_AT}
      from input x where x.status <> 'Canceled')
    insert into audit_log (account_id, entity, entity_id, action, changes)
    select ${w.accountId}, 'reservation', x.id::text, 'import', x.changes from input x`);
}

/**
 * Changes of reservations imported before: hotel, room type, status, total and guests as the
 * file says now. The booking history moves the counted stay at the booking date (-1 for the one
 * it was, +1 for the one it is), so the curve reads as if the file had always said so.
 */
export async function updateReservations(
  tx: Tx,
  w: { eventId: number; accountId: number; rows: ReservationUpdate[] },
): Promise<void> {
  if (w.rows.length === 0) return;
  const json = recordJson(w.rows);
  // A statement cannot delete and insert the same key: the replaced nights and guests go first.
  await tx.execute(sql`
    with input as (select * from json_to_recordset(${json}::json) as ${RECORD_COLUMNS}),
    days as (delete from reservation_days where reservation_id in (select id from input where rewrite_days))
    delete from reservation_customers where reservation_id in (select id from input where rewrite_guests)`);
  await tx.execute(sql`
    with input as (select * from json_to_recordset(${json}::json) as ${RECORD_COLUMNS}),
    updated as (
      update reservations r set location_id = x.location_id, room_type_id = x.room_type_id, status = x.status,
        discount = 0, total_no_tax = x.total, total_tax = 0, total_pay = x.total, updated_at = now()
      from input x where r.id = x.id),
    days as (${DAYS_SQL} where x.rewrite_days),
    guests as (${GUESTS_SQL(w.eventId)} where x.rewrite_guests),
    history as (
      insert into booking_history (event_id, reservation_id, location_id, room_type_id, check_in, check_out, rooms, recorded_at)
      select ${w.eventId}, x.id, s.location_id, s.room_type_id, x.check_in, x.check_out, s.rooms, ${BOOKED_AT}
      from input x
      cross join lateral (values
        (x.old_location_id, x.old_room_type_id, -1, x.old_status <> 'Canceled'),
        (x.location_id, x.room_type_id, 1, x.status <> 'Canceled')) s(location_id, room_type_id, rooms, counted)
      where s.counted and (x.old_location_id, x.old_room_type_id, x.old_status <> 'Canceled')
        is distinct from (x.location_id, x.room_type_id, x.status <> 'Canceled'))
    insert into audit_log (account_id, entity, entity_id, action, changes)
    select ${w.accountId}, 'reservation', x.id::text, 'import', x.changes from input x`);
}

/**
 * The allotment of hotels the event has no period pricing for (the booked % of the KPI needs one):
 * one period per hotel from the first imported check-in to the last check-out, one room pricing
 * per imported room type whose allotment is the most rooms booked on one night, prices 0. Hotels
 * the event already configures are left as they are. Answers the periods created.
 */
export async function createMissingAllotments(
  tx: Tx,
  w: { eventId: number; accountId: number },
): Promise<number> {
  const rows = await tx.execute<{ id: number }>(sql`
    with stays as (
      select r.location_id, r.room_type_id, r.check_in, r.check_out from reservations r
      where r.event_id = ${w.eventId} and r.import_key is not null and r.status <> 'Canceled'
        and not exists (select 1 from period_pricings pp
          where pp.event_id = ${w.eventId} and pp.location_id = r.location_id)),
    hotels as (
      select location_id, min(check_in) as check_in, max(check_out) as check_out from stays group by location_id),
    peaks as (
      select location_id, room_type_id, max(rooms)::integer as rooms from (
        select s.location_id, s.room_type_id, g.night, count(*) as rooms
        from stays s cross join lateral generate_series(s.check_in, s.check_out - 1, interval '1 day') g(night)
        group by 1, 2, 3) n
      group by 1, 2),
    periods as (
      insert into period_pricings (event_id, location_id, check_in, check_out, daily_tax)
      select ${w.eventId}, location_id, check_in, check_out, 0 from hotels
      returning id, location_id, check_in, check_out),
    rooms as (
      insert into room_pricings (period_pricing_id, room_type_id, availability)
      select p.id, k.room_type_id, k.rooms from periods p join peaks k on k.location_id = p.location_id
      returning period_pricing_id, room_type_id, availability),
    audit as (
      insert into audit_log (account_id, entity, entity_id, action, changes)
      select ${w.accountId}, 'periodPricing', p.id::text, 'import', jsonb_build_object(
        'eventId', jsonb_build_object('from', null, 'to', ${w.eventId}::integer),
        'locationId', jsonb_build_object('from', null, 'to', p.location_id),
        'checkIn', jsonb_build_object('from', null, 'to', p.check_in),
        'checkOut', jsonb_build_object('from', null, 'to', p.check_out))
      from periods p)
    select id from periods`);
  return rows.rows.length;
}
