import { sql, type SQL } from "drizzle-orm";
import { executePrepared, type DbOrTx } from "@/db/client";
import { likePattern } from "@/lib/api/paging";
import { dateToApi } from "@/lib/dates";
import { keyContains, keyOrder, phoneContains } from "@/lib/names/search-sql";
import {
  hotelConfirmationLateral,
  toHotelConfirmation,
  type HotelConfirmationColumns,
} from "./hotel-confirmation";
import type { ReservationCriteria, ReservationSearchRow } from "./search-schemas";

/** The criteria plus who asks: an Agent profile sees only the reservations it is assigned to. */
export type SearchScope = ReservationCriteria & { agentProfileId?: number };

/** Inbound payments minus refunds of reservation `r` (CashFund never concerns a reservation). */
const PAID = sql`(select coalesce(sum(case p.typology when 'Inbound' then p.amount when 'Outbound' then -p.amount else 0 end), 0)
                    from payments p where p.reservation_id = r.id)`;

/**
 * Every word must match the same person's first name, last name, email (in the search key, folded
 * as names are: lib/names/fold-name.ts) or phone (spaces ignored).
 */
function personWords(text: string, alias: string): SQL {
  const words = text.split(/\s+/).filter(Boolean).slice(0, 6);
  const a = sql.raw(alias);
  return sql.join(
    words.map(
      (word) => sql`(${keyContains(sql`${a}.search_key`, word)} or ${phoneContains(sql`${a}.phone`, word)})`,
    ),
    sql` and `,
  );
}

/** The WHERE clause over `reservations r` shared by search, counts, documents and numbering. */
export function criteriaCondition(scope: SearchScope): SQL {
  const parts: SQL[] = [
    sql`r.event_id = ${scope.eventId}`,
    sql`r.status in (${sql.join(
      scope.statesSelected.map((s) => sql`${s}::reservation_status`),
      sql`, `,
    )})`,
  ];
  if (scope.agentProfileId !== undefined) {
    parts.push(
      sql`exists (select 1 from reservation_agents ra where ra.reservation_id = r.id and ra.profile_id = ${scope.agentProfileId})`,
    );
  }
  if (scope.customerContacts) {
    // rc.event_id: the planner may start from this event's guests matching the name (index
    // reservation_customers_event_customer_idx), so a name common elsewhere costs no more than the
    // event's size; with many matches it still walks the page's order and stops after the page.
    parts.push(sql`exists (select 1 from reservation_customers rc join customers c on c.id = rc.customer_id
                             where rc.reservation_id = r.id and rc.event_id = ${scope.eventId}
                               and ${personWords(scope.customerContacts, "c")})`);
  }
  if (scope.agentContacts) {
    parts.push(sql`exists (select 1 from reservation_agents ra join profiles ap on ap.id = ra.profile_id
                             where ra.reservation_id = r.id and ${personWords(scope.agentContacts, "ap")})`);
  }
  if (scope.createdByAgent !== undefined) {
    parts.push(
      sql`exists (select 1 from reservation_agents ra where ra.reservation_id = r.id and ra.profile_id = ${scope.createdByAgent})`,
    );
  }
  if (scope.checkInFrom) parts.push(sql`r.check_in >= ${scope.checkInFrom}::date`);
  if (scope.checkInTo) parts.push(sql`r.check_in <= ${scope.checkInTo}::date`);
  if (scope.checkOutFrom) parts.push(sql`r.check_out >= ${scope.checkOutFrom}::date`);
  if (scope.checkOutTo) parts.push(sql`r.check_out <= ${scope.checkOutTo}::date`);
  if (scope.locationId !== undefined) parts.push(sql`r.location_id = ${scope.locationId}`);
  if (scope.roomTypeId !== undefined) parts.push(sql`r.room_type_id = ${scope.roomTypeId}`);
  if (scope.progressiveNumber !== undefined)
    parts.push(sql`r.progressive_number = ${scope.progressiveNumber}`);
  if (scope.totalPayFrom !== null) parts.push(sql`r.total_pay >= ${scope.totalPayFrom}::numeric`);
  if (scope.totalPayTo !== null) parts.push(sql`r.total_pay <= ${scope.totalPayTo}::numeric`);
  if (scope.webReservation !== undefined) parts.push(sql`r.is_web_reservation = ${scope.webReservation}`);
  if (scope.checkInDone !== undefined) parts.push(sql`r.check_in_done = ${scope.checkInDone}`);
  if (scope.notes) parts.push(sql`r.notes ilike ${likePattern(scope.notes)}`);
  if (scope.type) parts.push(sql`r.type = ${scope.type}::reservation_type`);
  if (scope.paymentStatus === "ToPay") parts.push(sql`r.total_pay - ${PAID} > 0`);
  if (scope.paymentStatus === "GiveChange") parts.push(sql`r.total_pay - ${PAID} < 0`);
  if (scope.paymentMethodId !== undefined) {
    parts.push(
      sql`exists (select 1 from payments pm where pm.reservation_id = r.id and pm.payment_method_id = ${scope.paymentMethodId})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * ORDER BY over alias `alias`: the chosen field (no number last), then id in the same direction.
 * Check-in and check-out are never null: no NULLS clause, so that one index per field serves
 * both directions (a backward scan); the progressive number has an index per direction.
 */
function orderBy(scope: Pick<SearchScope, "orderField" | "orderDirection">, alias: string): SQL {
  const a = sql.raw(alias);
  const dir = sql.raw(scope.orderDirection === "Descending" ? "desc" : "asc");
  const key =
    scope.orderField === "CheckOut"
      ? sql`${a}.check_out`
      : scope.orderField === "ProgressiveNumber"
        ? sql`${a}.progressive_number ${dir} nulls last`
        : sql`${a}.check_in`;
  return scope.orderField === "ProgressiveNumber"
    ? sql`${key}, ${a}.id ${dir}`
    : sql`${key} ${dir}, ${a}.id ${dir}`;
}

/** A column of reservation `alias`'s first guest (the one listed first), or null without guests. */
function firstGuest(alias: string, column: "search_key" | "last_name" | "first_name"): SQL {
  return sql`(select ${sql.raw(`c.${column}`)} from reservation_customers rc join customers c on c.id = rc.customer_id
               where rc.reservation_id = ${sql.raw(alias)}.id order by rc.position limit 1)`;
}

/**
 * The order of the check-in lists, the PDF and the Excel sorted by check-in: arrival day (in
 * `direction`), then the first guest's name, A to Z, as names sort everywhere (lib/names: the
 * folded key, so "Żebrowska" sits among the Z's, then the text), then id. Reservations without
 * guests come last within their day.
 */
export function checkInListOrder(alias: string, direction: "Ascending" | "Descending" = "Ascending"): SQL {
  const a = sql.raw(alias);
  const dir = sql.raw(direction === "Descending" ? "desc" : "asc");
  const name = keyOrder(
    firstGuest(alias, "search_key"),
    firstGuest(alias, "last_name"),
    firstGuest(alias, "first_name"),
  );
  return sql.join([sql`${a}.check_in ${dir}`, ...name, sql`${a}.id ${dir}`], sql`, `);
}

/** The Excel's order: the list's, except that by check-in it is the check-in lists' (checkInListOrder). */
function excelOrder(scope: Pick<SearchScope, "orderField" | "orderDirection">, alias: string): SQL {
  return scope.orderField === "CheckIn"
    ? checkInListOrder(alias, scope.orderDirection)
    : orderBy(scope, alias);
}

type Row = HotelConfirmationColumns & {
  id: number;
  progressive_number: number | null;
  check_in: string;
  check_out: string;
  nights: number;
  location_id: number;
  location_name: string;
  room_type_id: number;
  room_type: string;
  capacity: number;
  status: ReservationSearchRow["status"];
  type: ReservationSearchRow["type"];
  discount: string;
  total_no_tax: string;
  total_tax: string;
  total_pay: string;
  paid: string;
  to_pay: string;
  notes: string | null;
  is_web_reservation: boolean;
  check_in_done: boolean;
  customers: ReservationSearchRow["customers"];
  profiles: ReservationSearchRow["profiles"];
  payments: (Omit<ReservationSearchRow["payments"][number], "paymentDate"> & { paymentDate: string })[];
};

/** Windows within the first rows of the list (10 pages of 10) have their limit and offset in the text. */
const PLANNED_ROWS = 100;

/**
 * One page of reservations with their guests, agents and payments, in ONE query: the page's ids
 * are chosen first (filter, sort, limit), then only those rows are decorated.
 */
export async function searchReservationRows(
  db: DbOrTx,
  scope: SearchScope,
  window: { limit: number; offset: number },
): Promise<ReservationSearchRow[]> {
  // The limit and (for the first pages) the offset are written into the text: whole numbers from
  // pageWindow, not the caller's text. With parameters there, PostgreSQL's generic plan assumes a
  // tenth of the event's rows are read, never finds it as cheap as a custom plan, and so plans
  // the statement again on every call (pg_prepared_statements: 0 generic plans, every call a
  // custom one), and planning it costs about twice the page's execution. Each distinct text is
  // one more prepared statement per connection: past the first pages (a window reaching beyond
  // PLANNED_ROWS) both stay parameters, planned each time as before, so their number is bounded.
  // Nor with a text filter (guest, agent, notes): how many rows its words match decides the plan
  // (docs/PERFORMANCE.md, the customer-name filter), so it keeps a custom plan per call.
  const textFilter = Boolean(scope.customerContacts || scope.agentContacts || scope.notes);
  const planned = !textFilter && window.offset + window.limit <= PLANNED_ROWS;
  const inText = (value: number) => (planned ? sql.raw(String(Math.trunc(value))) : sql`${value}`);
  return decoratedRows(
    db,
    sql`select r.* from reservations r
         where ${criteriaCondition(scope)}
         order by ${orderBy(scope, "r")}
         limit ${inText(window.limit)} offset ${inText(window.offset)}`,
    orderBy(scope, "r"),
  );
}

/** The check-in list's rows (at most `limit`), in checkInListOrder, decorated as a search page. */
export async function searchCheckInListRows(
  db: DbOrTx,
  scope: SearchScope,
  limit: number,
): Promise<ReservationSearchRow[]> {
  const order = checkInListOrder("r");
  return decoratedRows(
    db,
    sql`select r.* from reservations r where ${criteriaCondition(scope)} order by ${order} limit ${limit}`,
    order,
  );
}

/** One reservation of the Excel list, its guests and agents already joined into text. */
export type ReservationExcelRow = {
  id: number;
  progressive_number: number | null;
  check_in: string;
  check_out: string;
  nights: number;
  location_name: string;
  room_type: string;
  status: ReservationSearchRow["status"];
  type: ReservationSearchRow["type"];
  is_web_reservation: boolean;
  check_in_done: boolean;
  total_no_tax: string;
  total_tax: string;
  discount: string;
  total_pay: string;
  paid: string;
  to_pay: string;
  notes: string | null;
  guests: string | null;
  contacts: string | null;
  agents: string | null;
};

/**
 * Opens a cursor over the Excel rows of the matching reservations in the list's order, by check-in
 * the check-in lists' (excelOrder; run it in a transaction): sorted once, then each FETCH builds
 * only the rows it returns, in one round trip.
 */
export async function openReservationExcelCursor(
  tx: DbOrTx,
  name: string,
  scope: SearchScope,
): Promise<void> {
  await tx.execute(sql`declare ${sql.identifier(name)} no scroll cursor for
    select r.id, r.progressive_number, to_char(r.check_in, 'YYYY-MM-DD') as check_in,
           to_char(r.check_out, 'YYYY-MM-DD') as check_out, (r.check_out - r.check_in) as nights,
           l.name as location_name, rt.type as room_type, r.status, r.type, r.is_web_reservation,
           r.check_in_done, r.total_no_tax, r.total_tax, r.discount, r.total_pay,
           pay.paid::numeric(12,2)::text as paid, (r.total_pay - pay.paid)::numeric(12,2)::text as to_pay, r.notes,
           guest.names as guests, guest.first_contacts as contacts,
           (select string_agg(ar.role_description || ': ' || trim(ap.last_name || ' ' || coalesce(ap.first_name, '')),
                              ', ' order by ar.id)
              from reservation_agents ra join profiles ap on ap.id = ra.profile_id
              join agent_roles ar on ar.id = ra.agent_role_id
             where ra.reservation_id = r.id) as agents
      from reservations r
      join locations l on l.id = r.location_id
      join room_types rt on rt.id = r.room_type_id
      cross join lateral (select ${PAID} as paid offset 0) pay
      cross join lateral (
        select string_agg(trim(c.last_name || ' ' || coalesce(c.first_name, '')), ', ' order by rc.position) as names,
               (array_agg(concat_ws(' ', nullif(c.phone, ''), nullif(c.email, '')) order by rc.position))[1]
                 as first_contacts
          from reservation_customers rc join customers c on c.id = rc.customer_id
         where rc.reservation_id = r.id) guest
     where ${criteriaCondition(scope)}
     order by ${excelOrder(scope, "r")}`);
}

export async function fetchReservationExcelRows(
  tx: DbOrTx,
  name: string,
  count: number,
): Promise<ReservationExcelRow[]> {
  const result = await tx.execute<ReservationExcelRow>(
    sql`fetch ${sql.raw(String(count))} from ${sql.identifier(name)}`,
  );
  return result.rows;
}

/** `page` selects reservations (as `r`); each gets its guests, agents and payments, in one statement. */
async function decoratedRows(db: DbOrTx, page: SQL, order: SQL): Promise<ReservationSearchRow[]> {
  // Prepared: planning this statement costs about twice its execution (docs/PERFORMANCE.md).
  // `offset 0` keeps the paid sum a subquery run once per row: pulled up into the select list, it
  // ran twice (for paid and again for to_pay).
  const result = await executePrepared<Row>(
    db,
    sql`
    with page as (${page})
    select r.id, r.progressive_number, to_char(r.check_in, 'YYYY-MM-DD') as check_in,
           to_char(r.check_out, 'YYYY-MM-DD') as check_out, (r.check_out - r.check_in) as nights,
           r.location_id, l.name as location_name, r.room_type_id, rt.type as room_type, rt.capacity,
           r.status, r.type, r.discount, r.total_no_tax, r.total_tax, r.total_pay,
           pay.paid::numeric(12,2)::text as paid, (r.total_pay - pay.paid)::numeric(12,2)::text as to_pay,
           r.notes, r.is_web_reservation, r.check_in_done,
           coalesce((select json_agg(json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name,
                                                       'phone', c.phone, 'email', c.email) order by rc.position)
                       from reservation_customers rc join customers c on c.id = rc.customer_id
                      where rc.reservation_id = r.id), '[]') as customers,
           coalesce((select json_agg(json_build_object('id', ap.id, 'firstName', ap.first_name, 'lastName', ap.last_name,
                                                       'agentRole', json_build_object('id', ar.id, 'roleDescription', ar.role_description))
                                     order by ar.id)
                       from reservation_agents ra join profiles ap on ap.id = ra.profile_id
                       join agent_roles ar on ar.id = ra.agent_role_id
                      where ra.reservation_id = r.id), '[]') as profiles,
           coalesce((select json_agg(json_build_object('id', p.id, 'amount', p.amount::text, 'typology', p.typology,
                                                       'methodDescription', pmt.method, 'itemDescription', pi.description,
                                                       'paymentDate', to_char(p.payment_date, 'YYYY-MM-DD'))
                                     order by p.payment_date, p.id)
                       from payments p join payment_methods pmt on pmt.id = p.payment_method_id
                       left join payment_items pi on pi.id = p.payment_item_id
                      where p.reservation_id = r.id), '[]') as payments,
           hc.hc_state, hc.hc_sent_id, hc.hc_since
    from page r
    join locations l on l.id = r.location_id
    join room_types rt on rt.id = r.room_type_id
    cross join lateral (select ${PAID} as paid offset 0) pay
    ${hotelConfirmationLateral("r")}
    order by ${order}`,
  );
  return result.rows.map((row) => ({
    id: row.id,
    progressiveNumber: row.progressive_number,
    checkIn: dateToApi(row.check_in)!,
    checkOut: dateToApi(row.check_out)!,
    nights: Number(row.nights),
    location: { id: row.location_id, name: row.location_name },
    roomType: { id: row.room_type_id, type: row.room_type, capacity: row.capacity },
    status: row.status,
    type: row.type,
    customers: row.customers,
    profiles: row.profiles,
    discount: row.discount,
    totalNoTax: row.total_no_tax,
    totalTax: row.total_tax,
    totalPay: row.total_pay,
    paid: row.paid,
    toPay: row.to_pay,
    notes: row.notes,
    isWebReservation: row.is_web_reservation,
    checkInDone: row.check_in_done,
    payments: row.payments.map((p) => ({ ...p, paymentDate: dateToApi(p.paymentDate)! })),
    hotelConfirmation: toHotelConfirmation(row),
  }));
}

export async function countReservationRows(db: DbOrTx, scope: SearchScope): Promise<number> {
  const result = await executePrepared<{ total: string }>(
    db,
    sql`select count(*)::text as total from reservations r where ${criteriaCondition(scope)}`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/** The guests of the matching reservations (a guest in two reservations counts twice). */
export async function countGuestRows(db: DbOrTx, scope: SearchScope): Promise<number> {
  const result = await executePrepared<{ total: string }>(
    db,
    sql`
    select count(*)::text as total
      from reservations r join reservation_customers rc on rc.reservation_id = r.id
     where ${criteriaCondition(scope)}`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Numbers the matching reservations that have none: max(number in the event) + 1, + 2, ... by
 * check-in then id. Run inside a transaction holding the event's numbering lock; the unique
 * index (event, progressive_number) is the last guard. Answers how many were numbered.
 */
export async function assignProgressiveNumberRows(db: DbOrTx, scope: SearchScope): Promise<number> {
  const result = await db.execute(sql`
    with base as (
      select coalesce(max(progressive_number), 0) as top from reservations where event_id = ${scope.eventId}
    ), numbered as (
      select r.id, row_number() over (order by r.check_in, r.id) as n
        from reservations r
       where ${criteriaCondition(scope)} and r.progressive_number is null
    )
    update reservations t set progressive_number = base.top + numbered.n, updated_at = now()
      from numbered, base
     where t.id = numbered.id`);
  return result.rowCount ?? 0;
}

export async function findEventName(db: DbOrTx, eventId: number): Promise<string | null> {
  const result = await db.execute<{ name: string }>(sql`select name from events where id = ${eventId}`);
  return result.rows[0]?.name ?? null;
}
