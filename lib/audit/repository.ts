import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

export type AuditSqlRow = {
  id: number;
  at: Date;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  account_id: number | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
};

/**
 * An entity's audit rows, newest first, `limit` + 1 of them (the extra one says whether there are
 * more), with the name of the account's person. Served by audit_log_entity_idx (entity, entity_id).
 */
export async function listAuditRows(
  db: DbOrTx,
  criteria: { entity: string; entityIds: number[]; beforeId?: number; limit: number },
): Promise<AuditSqlRow[]> {
  const ids = criteria.entityIds.map(String);
  const result = await db.execute<AuditSqlRow>(sql`
    select a.id::int as id, a.at, a.action, a.changes, a.account_id, acc.username, p.first_name, p.last_name
      from audit_log a
      left join accounts acc on acc.id = a.account_id
      left join profiles p on p.id = acc.profile_id
     where a.entity = ${criteria.entity}
       and a.entity_id in (${sql.join(
         ids.map((id) => sql`${id}`),
         sql`, `,
       )})
       ${criteria.beforeId ? sql`and a.id < ${criteria.beforeId}` : sql``}
     order by a.id desc
     limit ${criteria.limit + 1}`);
  return result.rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/** Whether an Agent profile is assigned to the reservation (its audit is visible to it). */
export async function isReservationOfAgent(
  db: DbOrTx,
  reservationId: number,
  profileId: number,
): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from reservation_agents where reservation_id = ${reservationId} and profile_id = ${profileId} limit 1`,
  );
  return result.rows.length > 0;
}

/** The other half of a transfer (its audit row sits on the outbound half). */
export async function linkedPaymentId(db: DbOrTx, paymentId: number): Promise<number | null> {
  const result = await db.execute<{ linked: number | null }>(
    sql`select linked_payment_id as linked from payments where id = ${paymentId}`,
  );
  return result.rows[0]?.linked ?? null;
}

export type ReferenceKind =
  "location" | "roomType" | "method" | "item" | "profile" | "customer" | "event" | "agentRole";

const REFERENCE_SQL: Record<ReferenceKind, (ids: SQL) => SQL> = {
  location: (ids) => sql`select 'location' as kind, id, name as name from locations where id = any(${ids})`,
  roomType: (ids) => sql`select 'roomType' as kind, id, type as name from room_types where id = any(${ids})`,
  method: (ids) =>
    sql`select 'method' as kind, id, method as name from payment_methods where id = any(${ids})`,
  item: (ids) =>
    sql`select 'item' as kind, id, description as name from payment_items where id = any(${ids})`,
  profile: (ids) =>
    sql`select 'profile' as kind, id, trim(last_name || ' ' || coalesce(first_name, '')) as name from profiles where id = any(${ids})`,
  customer: (ids) =>
    sql`select 'customer' as kind, id, trim(last_name || ' ' || coalesce(first_name, '')) as name from customers where id = any(${ids})`,
  event: (ids) => sql`select 'event' as kind, id, name as name from events where id = any(${ids})`,
  agentRole: (ids) =>
    sql`select 'agentRole' as kind, id, role_description as name from agent_roles where id = any(${ids})`,
};

/**
 * The names of the records the audit values refer to, in one statement whatever the number of
 * rows: one set-based branch per kind of reference. Key "kind:id".
 */
export async function referenceNames(
  db: DbOrTx,
  wanted: Map<ReferenceKind, Set<number>>,
): Promise<Map<string, string>> {
  const branches: SQL[] = [];
  for (const [kind, ids] of wanted) {
    const valid = [...ids].filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647);
    if (valid.length) branches.push(REFERENCE_SQL[kind](sql`${`{${valid.join(",")}}`}::int[]`));
  }
  const names = new Map<string, string>();
  if (!branches.length) return names;
  const result = await db.execute<{ kind: string; id: number; name: string }>(
    sql.join(branches, sql` union all `),
  );
  for (const row of result.rows) names.set(`${row.kind}:${row.id}`, row.name);
  return names;
}
