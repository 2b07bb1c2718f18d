import { count, eq, sql, type SQL } from "drizzle-orm";
import { executePrepared, type DbOrTx } from "@/db/client";
import { customers, tableCounts } from "@/db/schema";
import { likePattern } from "@/lib/api/paging";
import { dateToApi } from "@/lib/dates";
import { foldName } from "@/lib/names/fold-name";
import { personListOrder, personSearchCondition } from "@/lib/profiles/repository";
import type { CustomerDto, CustomerListItem, CustomerStatistics } from "./schemas";
import { reliabilityGrade } from "./statistics";

const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  phonePrefix: customers.phonePrefix,
  city: customers.city,
  country: customers.country,
  zipCode: customers.zipCode,
  stateProvince: customers.stateProvince,
  address: customers.address,
  birthDate: customers.birthDate,
  taxCode: customers.taxCode,
  vatNumber: customers.vatNumber,
  privacy: customers.privacy,
  marketingPrivacy: customers.marketingPrivacy,
  notes: customers.notes,
  rating: customers.rating,
  isFake: customers.isFake,
  qrCode: customers.qrCode,
};

export type CustomerRecord = Omit<CustomerDto, "statistics">;

/** The customer without its statistics (what a save changes, and what the audit compares). */
export async function findCustomerRecord(db: DbOrTx, id: number): Promise<CustomerRecord | null> {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id));
  return row ? { ...row, birthDate: dateToApi(row.birthDate) } : null;
}

/** The customer with its statistics: two queries, whatever the customer's history. */
export async function findCustomerById(db: DbOrTx, id: number): Promise<CustomerDto | null> {
  const record = await findCustomerRecord(db, id);
  if (!record) return null;
  const statistics = await customerStatistics(db, [id]);
  return { ...record, statistics: statistics.get(id)! };
}

export async function findCustomerIdByQrCode(db: DbOrTx, qrCode: string): Promise<number | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.qrCode, qrCode))
    .limit(1);
  return row?.id ?? null;
}

/** Every word of the search must match first name, last name, email or phone. */
function customerSearchCondition(search: string | undefined): SQL | undefined {
  return personSearchCondition(search, customers);
}

const listItemColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  phonePrefix: customers.phonePrefix,
  city: customers.city,
  birthDate: customers.birthDate,
  rating: customers.rating,
  isFake: customers.isFake,
};

/** One word of letters and digits (at least 3: a trigram) takes the prefix path. */
const PREFIX_WORD = /^[\p{L}\p{N}]{3,}$/u;

export async function searchCustomers(
  db: DbOrTx,
  criteria: { search?: string; limit: number; offset: number },
): Promise<CustomerListItem[]> {
  const words = criteria.search?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 1 && PREFIX_WORD.test(words[0]!)) {
    const folded = foldName(words[0]!);
    if (/^[^\s%_\\]+$/.test(folded)) return searchCustomersByWord(db, words[0]!, folded, criteria);
  }
  const rows = await db
    .select(listItemColumns)
    .from(customers)
    .where(customerSearchCondition(criteria.search))
    // With a search, matches are found through the trigram indexes and sorted (personListOrder).
    // Walking customers_list_order_idx in order instead measured 20x slower for "ross": the
    // matches sit together at "Rossi", after most of the index, which the planner cannot know.
    .orderBy(...personListOrder(customers, Boolean(criteria.search)))
    .limit(criteria.limit)
    .offset(criteria.offset);
  return rows.map((row) => ({ ...row, birthDate: dateToApi(row.birthDate) }));
}

/** The text just after every text that starts with `prefix`, in code-point order (COLLATE "C"). */
function prefixEnd(prefix: string): string {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  return points.join("") + String.fromCodePoint(last + 1);
}

/**
 * The same rows and order as personSearchCondition + personListOrder for one word, without reading
 * every match of a common surname: the matches are split in two disjoint parts, each limited to
 * offset + limit rows in list order, then merged.
 * - the search key (last name first) starts with the folded word: a range of
 *   customers_list_order_idx (the key from the word to the word with its last letter + 1; the key
 *   is COLLATE "C", so that range is exactly the keys starting with it), read in order and stopped
 *   after the page — "ross" reads 10 Rossi, not 9,000;
 * - any other match (the word in the key after its first letter: inside the last name, in the
 *   first name or the e-mail; or in the phone digits): the trigram indexes
 *   (customers_search_key_tail_trgm on `substr(search_key, 2)`), so their cost follows those
 *   matches only; sorted by `search_key || ''` so that the planner never walks the whole order
 *   index looking for them (docs/DECISIONS.md).
 */
async function searchCustomersByWord(
  db: DbOrTx,
  word: string,
  folded: string,
  criteria: { limit: number; offset: number },
): Promise<CustomerListItem[]> {
  const contains = likePattern(folded);
  const window = criteria.offset + criteria.limit;
  const columns = sql`id, first_name, last_name, email, phone, phone_prefix, city, birth_date, rating, is_fake`;
  const orderKeys = sql`search_key as k1, last_name collate "C" as k2, first_name collate "C" as k3`;
  const { rows } = await db.execute<{
    id: number;
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string | null;
    phone_prefix: string | null;
    city: string | null;
    birth_date: string | null;
    rating: number | null;
    is_fake: boolean;
  }>(sql`
    select ${columns} from (
      (select ${columns}, ${orderKeys}
         from customers
        where search_key >= ${folded} and search_key < ${prefixEnd(folded)}
        order by search_key, last_name collate "C", first_name collate "C", id
        limit ${window})
      union all
      (select ${columns}, ${orderKeys}
         from customers
        where (substr(search_key, 2) like ${contains}
               or replace(coalesce(phone, ''), ' ', '') like ${likePattern(word)})
          and not starts_with(search_key, ${folded})
        order by search_key || '', last_name collate "C", first_name collate "C", id
        limit ${window})
    ) as matches
    order by k1, k2, k3, id
    limit ${criteria.limit} offset ${criteria.offset}`);
  return rows.map((row) => ({
    id: Number(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    phonePrefix: row.phone_prefix,
    city: row.city,
    birthDate: dateToApi(row.birth_date),
    rating: row.rating === null ? null : Number(row.rating),
    isFake: row.is_fake,
  }));
}

/** Without a search: the count the triggers keep (table_counts), one row instead of a scan. */
export async function countCustomers(db: DbOrTx, search?: string): Promise<number> {
  if (!search) {
    const [kept] = await db
      .select({ total: tableCounts.total })
      .from(tableCounts)
      .where(eq(tableCounts.tableName, "customers"));
    if (kept) return kept.total;
  }
  const [row] = await db.select({ total: count() }).from(customers).where(customerSearchCondition(search));
  return row?.total ?? 0;
}

/**
 * Where the statistics read a customer's history. Each body selects from the CTE `customer_ids`
 * (one column, customer_id) and yields one row per item of history:
 * - reservations: one row per reservation the customer is a guest of, every status included —
 *   columns customer_id, event_id, status (text), total_pay (numeric(12,2));
 * - entries: one row per entry that is not deleted — columns customer_id, event_id, number.
 */
export type CustomerHistorySources = { reservations: SQL; entries: SQL };

export const CUSTOMER_HISTORY_SOURCES: CustomerHistorySources = {
  reservations: sql`select ci.customer_id, r.event_id, r.status::text as status, r.total_pay
    from customer_ids ci
    join reservation_customers rc on rc.customer_id = ci.customer_id
    join reservations r on r.id = rc.reservation_id`,
  entries: sql`select ci.customer_id, e.event_id, e.number
    from customer_ids ci
    join entries e on e.customer_id = ci.customer_id and not e.is_deleted`,
};

type StatisticsRow = {
  customer_id: number;
  paid_reservations: number;
  total_reservations: number;
  average_booking: string;
  total_buy_entries: number;
  total_events_played: number;
  average_entries: number;
  total_events_involved: number;
  trusted_average_booking: number;
  trusted_average_entries: number;
  trusted_average_entries_on_booking: number;
};

/**
 * DOMAIN.md "Customer statistics", computed for any number of customers in ONE query:
 * - totalReservations: reservations not Canceled; paidReservations: the Settled ones;
 * - averageBooking: mean totalPay of those reservations (money, 2 decimals);
 * - totalBuyEntries: sum of the entry numbers; totalEventsPlayed: events with entries;
 * - averageEntries: totalBuyEntries / totalEventsPlayed;
 * - totalEventsInvolved: distinct events with a (not Canceled) reservation or an entry;
 * - trustedAverageBooking: paid / total reservations;
 * - trustedAverageEntries: of the events the customer booked, the share in which they played
 *   ("events played / events booked", counting only played events that were booked, so that the
 *   ratio is the chance that a booking customer plays: 0..1);
 * - trustedAverageEntriesOnBooking: mean entries over the events the customer booked (0 for a
 *   booked event without entries).
 * Ratios are 0 when their denominator is 0.
 */
export async function customerStatistics(
  db: DbOrTx,
  customerIds: number[],
  sources: CustomerHistorySources = CUSTOMER_HISTORY_SOURCES,
): Promise<Map<number, CustomerStatistics>> {
  const result = new Map<number, CustomerStatistics>();
  if (customerIds.length === 0) return result;
  const ids = [...new Set(customerIds)];
  const query = sql`
    with customer_ids as (
      select distinct unnest(${`{${ids.join(",")}}`}::integer[]) as customer_id
    ),
    reservations_of_customer as (${sources.reservations}),
    entries_of_customer as (${sources.entries}),
    booked as (
      select customer_id, event_id, status, total_pay
      from reservations_of_customer
      where status is distinct from 'Canceled'
    ),
    booked_events as (
      select distinct customer_id, event_id from booked
    ),
    played_events as (
      select customer_id, event_id, sum(number)::integer as entries
      from entries_of_customer
      group by customer_id, event_id
    ),
    reservation_totals as (
      select customer_id,
        count(*)::integer as total,
        (count(*) filter (where status = 'Settled'))::integer as paid,
        round(avg(total_pay), 2) as average_pay
      from booked
      group by customer_id
    ),
    entry_totals as (
      select customer_id, sum(entries)::integer as total_entries, count(*)::integer as events_played
      from played_events
      group by customer_id
    ),
    booking_totals as (
      select be.customer_id,
        count(*)::integer as events_booked,
        count(pe.event_id)::integer as booked_and_played,
        coalesce(sum(pe.entries), 0)::integer as entries_on_booked
      from booked_events be
      left join played_events pe on pe.customer_id = be.customer_id and pe.event_id = be.event_id
      group by be.customer_id
    ),
    involved as (
      select customer_id, count(*)::integer as events
      from (
        select customer_id, event_id from booked_events
        union
        select customer_id, event_id from played_events
      ) as e
      group by customer_id
    )
    select ci.customer_id,
      coalesce(rt.paid, 0) as paid_reservations,
      coalesce(rt.total, 0) as total_reservations,
      coalesce(rt.average_pay, 0)::numeric(12, 2)::text as average_booking,
      coalesce(et.total_entries, 0) as total_buy_entries,
      coalesce(et.events_played, 0) as total_events_played,
      coalesce(round(et.total_entries::numeric / nullif(et.events_played, 0), 2), 0)::float8
        as average_entries,
      coalesce(inv.events, 0) as total_events_involved,
      coalesce(round(rt.paid::numeric / nullif(rt.total, 0), 4), 0)::float8 as trusted_average_booking,
      coalesce(round(bt.booked_and_played::numeric / nullif(bt.events_booked, 0), 4), 0)::float8
        as trusted_average_entries,
      coalesce(round(bt.entries_on_booked::numeric / nullif(bt.events_booked, 0), 2), 0)::float8
        as trusted_average_entries_on_booking
    from customer_ids ci
    left join reservation_totals rt on rt.customer_id = ci.customer_id
    left join entry_totals et on et.customer_id = ci.customer_id
    left join booking_totals bt on bt.customer_id = ci.customer_id
    left join involved inv on inv.customer_id = ci.customer_id
  `;
  // One customer (its page): prepared, planned once per connection. Planning this statement costs
  // about three times its execution (1.0-1.1 ms against 0.35-0.4), and its generic plan, which
  // PostgreSQL adopts after five calls, reads the same buffers as the custom ones
  // (docs/PERFORMANCE.md). Several customers: unprepared, planned on each call for their number.
  const { rows } =
    ids.length === 1
      ? await executePrepared<StatisticsRow>(db, query)
      : await db.execute<StatisticsRow>(query);
  for (const row of rows) {
    result.set(Number(row.customer_id), {
      paidReservations: Number(row.paid_reservations),
      totalReservations: Number(row.total_reservations),
      averageBooking: row.average_booking,
      totalBuyEntries: Number(row.total_buy_entries),
      totalEventsPlayed: Number(row.total_events_played),
      averageEntries: Number(row.average_entries),
      totalEventsInvolved: Number(row.total_events_involved),
      trustedAverageBooking: Number(row.trusted_average_booking),
      trustedAverageEntries: Number(row.trusted_average_entries),
      trustedAverageEntriesOnBooking: Number(row.trusted_average_entries_on_booking),
      reliability: reliabilityGrade(Number(row.total_events_involved)),
    });
  }
  return result;
}
