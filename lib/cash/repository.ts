import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { payments } from "@/db/schema";
import { dateToApi } from "@/lib/dates";
import type { CashRegisterDto, CashTotals, MovementDto, MovementSearch, MovementTypology } from "./schemas";

export type MovementRow = typeof payments.$inferInsert;

export async function insertMovement(tx: DbOrTx, row: MovementRow): Promise<number> {
  const [stored] = await tx.insert(payments).values(row).returning({ id: payments.id });
  return stored!.id;
}

/** The event's open state and whether it keeps a cash module; null when it does not exist. */
export async function findEventCashState(
  db: DbOrTx,
  eventId: number,
): Promise<{ isFreezed: boolean; cashModuleEnabled: boolean; dateTo: string } | null> {
  const result = await db.execute<{ is_freezed: boolean; cash_module_enabled: boolean; date_to: string }>(
    sql`select is_freezed, cash_module_enabled, date_to::text from events where id = ${eventId}`,
  );
  const row = result.rows[0];
  return row
    ? { isFreezed: row.is_freezed, cashModuleEnabled: row.cash_module_enabled, dateTo: row.date_to }
    : null;
}

export async function findItem(db: DbOrTx, id: number) {
  const result = await db.execute<{
    id: number;
    category: "Income" | "Cost" | "Refund";
    system_item: string | null;
    is_visible: boolean;
  }>(sql`select id, category, system_item, is_visible from payment_items where id = ${id}`);
  return result.rows[0] ?? null;
}

export async function findTransferItemId(db: DbOrTx): Promise<number | null> {
  const result = await db.execute<{ id: number }>(
    sql`select id from payment_items where system_item = 'Transfer'`,
  );
  return result.rows[0]?.id ?? null;
}

/** How many of `ids` name payment methods. */
export async function countMethods(db: DbOrTx, ids: number[]): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from payment_methods where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function isAgent(db: DbOrTx, profileId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from agents where profile_id = ${profileId}`);
  return result.rows.length > 0;
}

export async function isLocation(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from locations where id = ${id}`);
  return result.rows.length > 0;
}

type MovementSqlRow = {
  id: number;
  event_id: number;
  payment_date: string;
  item_description: string | null;
  payment_item_id: number | null;
  system_item: string | null;
  agent_id: number | null;
  agent_first_name: string | null;
  agent_last_name: string | null;
  method_id: number;
  method_description: string;
  typology: MovementTypology;
  amount: string;
  notes: string | null;
  reservation_id: number | null;
  reservation_guest: string | null;
  location_id: number | null;
  linked_payment_id: number | null;
};

const movementSelect = sql`
  select p.id, p.event_id, to_char(p.payment_date, 'YYYY-MM-DD') as payment_date,
         pi.description as item_description, p.payment_item_id, pi.system_item::text as system_item,
         p.agent_profile_id as agent_id, ag.first_name as agent_first_name, ag.last_name as agent_last_name,
         p.payment_method_id as method_id, pm.method as method_description, p.typology::text as typology,
         p.amount::text as amount, p.notes, p.reservation_id, p.location_id, p.linked_payment_id,
         (select trim(c.last_name || ' ' || coalesce(c.first_name, ''))
            from reservation_customers rc join customers c on c.id = rc.customer_id
           where rc.reservation_id = p.reservation_id order by rc.position limit 1) as reservation_guest
    from payments p
    join payment_methods pm on pm.id = p.payment_method_id
    left join payment_items pi on pi.id = p.payment_item_id
    left join profiles ag on ag.id = p.agent_profile_id`;

function toDto(row: MovementSqlRow): MovementDto {
  return {
    id: row.id,
    eventId: row.event_id,
    paymentDate: dateToApi(row.payment_date)!,
    itemDescription: row.item_description,
    paymentItemId: row.payment_item_id,
    systemItem: row.system_item,
    agentId: row.agent_id,
    agentFirstName: row.agent_first_name,
    agentLastName: row.agent_last_name,
    methodId: row.method_id,
    methodDescription: row.method_description,
    typology: row.typology,
    amount: row.amount,
    notes: row.notes,
    reservationId: row.reservation_id,
    reservationGuest: row.reservation_guest,
    locationId: row.location_id,
    linkedPaymentId: row.linked_payment_id,
  };
}

export async function findMovement(db: DbOrTx, id: number): Promise<MovementDto | null> {
  const result = await db.execute<MovementSqlRow>(sql`${movementSelect} where p.id = ${id}`);
  return result.rows[0] ? toDto(result.rows[0]) : null;
}

function searchFilter(criteria: Omit<MovementSearch, "pageNumber" | "pageSize" | "orderDirection">): SQL {
  const conditions: SQL[] = [sql`p.event_id = ${criteria.eventId}`];
  if (criteria.typology) conditions.push(sql`p.typology = ${criteria.typology}`);
  if (criteria.date) conditions.push(sql`p.payment_date = ${criteria.date}`);
  if (criteria.paymentMethod) conditions.push(sql`p.payment_method_id = ${criteria.paymentMethod}`);
  if (criteria.paymentItem) conditions.push(sql`p.payment_item_id = ${criteria.paymentItem}`);
  if (criteria.notes) {
    const pattern = `%${criteria.notes.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`p.notes ilike ${pattern}`);
  }
  return sql.join(conditions, sql` and `);
}

/** One page of the event's movements, by date then id in the chosen direction. */
export async function searchMovementRows(
  db: DbOrTx,
  criteria: MovementSearch,
  window: { limit: number; offset: number },
): Promise<MovementDto[]> {
  const direction = criteria.orderDirection === "Ascending" ? sql`asc` : sql`desc`;
  const result = await db.execute<MovementSqlRow>(sql`${movementSelect}
    where ${searchFilter(criteria)}
    order by p.payment_date ${direction}, p.id ${direction}
    limit ${window.limit} offset ${window.offset}`);
  return result.rows.map(toDto);
}

export async function countMovementRows(db: DbOrTx, criteria: MovementSearch): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from payments p where ${searchFilter(criteria)}`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function eventExists(db: DbOrTx, eventId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from events where id = ${eventId}`);
  return result.rows.length > 0;
}

export async function deleteMovementRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`delete from payments where id = ${id}`);
}

export async function linkTransferHalves(tx: DbOrTx, outboundId: number, inboundId: number): Promise<void> {
  await tx.execute(sql`update payments set linked_payment_id = case id when ${outboundId}::int then ${inboundId}::int
    else ${outboundId}::int end where id in (${outboundId}::int, ${inboundId}::int)`);
}

type TotalsSqlRow = {
  method_id: number | null;
  method_description: string | null;
  total_inbound: string;
  total_outbound: string;
  taking: string;
  total_cash_fund: string;
  taking_cash_fund: string;
};

/**
 * Cash register (DOMAIN.md "Cash module"): per payment method that has a movement in the event
 * or is a system method, and the overall row (the rollup's null method), in one aggregate query.
 */
export async function cashRegisterTotals(db: DbOrTx, eventId: number): Promise<CashRegisterDto> {
  const result = await db.execute<TotalsSqlRow>(sql`
    with sums as (
      select pm.id, pm.method, pm.is_custom,
             coalesce(sum(p.amount) filter (where p.typology = 'Inbound'), 0) as inbound,
             coalesce(sum(p.amount) filter (where p.typology = 'Outbound'), 0) as outbound,
             coalesce(sum(p.amount) filter (where p.typology = 'CashFund'), 0) as fund,
             count(p.id) as movements
        from payment_methods pm
        left join payments p on p.payment_method_id = pm.id and p.event_id = ${eventId}
       group by pm.id)
    select id as method_id, method as method_description,
           sum(inbound)::numeric(14,2)::text as total_inbound,
           sum(outbound)::numeric(14,2)::text as total_outbound,
           (sum(inbound) - sum(outbound))::numeric(14,2)::text as taking,
           sum(fund)::numeric(14,2)::text as total_cash_fund,
           (sum(inbound) - sum(outbound) + sum(fund))::numeric(14,2)::text as taking_cash_fund
      from sums
     where not is_custom or movements > 0
     group by grouping sets ((id, method, is_custom), ())
     order by grouping(id) , is_custom, case when is_custom then lower(method) end, id`);
  const totals = (row: TotalsSqlRow): CashTotals => ({
    totalInbound: row.total_inbound,
    totalOutbound: row.total_outbound,
    taking: row.taking,
    totalCashFund: row.total_cash_fund,
    takingCashFund: row.taking_cash_fund,
  });
  const overall = result.rows.find((row) => row.method_id === null);
  const zero = "0.00";
  return {
    paymentMethodDetails: result.rows
      .filter((row) => row.method_id !== null)
      .map((row) => ({
        methodId: row.method_id!,
        methodDescription: row.method_description!,
        ...totals(row),
      })),
    ...(overall
      ? totals(overall)
      : { totalInbound: zero, totalOutbound: zero, taking: zero, totalCashFund: zero, takingCashFund: zero }),
  };
}
