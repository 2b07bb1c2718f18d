import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditLog, customers, importRuns } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { diffForAudit } from "@/lib/audit/write-audit";
import type { Caller } from "@/lib/auth/caller";
import { lockRunToChange, toRunDto, type ImportRunDto } from "@/lib/import/runs";
import { personSearchKey } from "@/lib/names/fold-name";
import { WRITTEN_FIELDS } from "./import-normalize";
import { PLAYER_COLUMNS } from "./players-import-job";

type Field = (typeof WRITTEN_FIELDS)[number];
type Applied = Partial<Record<Field, { from: unknown; to: unknown }>>;

/**
 * Takes an import back, in one transaction with its audit rows: the players it created are
 * deleted, and the fields it filled or replaced get their former value back where they still hold
 * the imported one (a field changed by hand since is left as it is). Refused while any player it
 * created has a reservation or an entry (409, with their number).
 */
export async function undoPlayersImport({
  db,
  caller,
  runId,
}: {
  db: Db;
  caller: Caller;
  runId: number;
}): Promise<ImportRunDto> {
  return db.transaction(async (tx) => {
    const run = await lockRunToChange(tx, "players", runId, caller);
    if (!["done", "cancelled", "failed"].includes(run.status)) throw new DomainError("importRunNotReady");
    const created = (
      await tx.execute<{ id: number }>(sql`
        select result_id as id from import_rows where run_id = ${runId} and outcome = 'created'`)
    ).rows.map((r) => r.id);
    const used = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from customers c
      where c.id in (select result_id from import_rows where run_id = ${runId} and outcome = 'created')
        and (exists (select 1 from reservation_customers rc where rc.customer_id = c.id)
          or exists (select 1 from entries e where e.customer_id = c.id))`);
    const inUse = used.rows[0]?.n ?? 0;
    if (inUse > 0) throw new DomainError("importRunNotUndoable", { params: { count: inUse } });

    // Fields filled or replaced: newest row first, so that two rows of one player unwind in order.
    const merged = (
      await tx.execute<{ id: number; applied: Applied }>(sql`
        select result_id as id, applied from import_rows
        where run_id = ${runId} and outcome = 'merged' and applied is not null
        order by row_number desc`)
    ).rows;
    const ids = [...new Set(merged.map((m) => m.id))];
    const audits: (typeof auditLog.$inferInsert)[] = [];
    if (ids.length) {
      const current = new Map<number, Record<string, unknown>>();
      for (let i = 0; i < ids.length; i += 5000) {
        const found = await tx
          .select()
          .from(customers)
          .where(inArray(customers.id, ids.slice(i, i + 5000)));
        for (const c of found) current.set(c.id, { ...c });
      }
      const before = new Map([...current].map(([id, c]) => [id, { ...c }]));
      for (const { id, applied } of merged) {
        const record = current.get(id);
        if (!record) continue;
        for (const [field, change] of Object.entries(applied) as [Field, { from: unknown; to: unknown }][]) {
          if (String(record[field] ?? "") === String(change.to ?? "")) record[field] = change.from;
        }
      }
      const changed = [...current].filter(([id, c]) =>
        WRITTEN_FIELDS.some((f) => String(c[f] ?? "") !== String(before.get(id)![f] ?? "")),
      );
      if (changed.length) {
        const columns = WRITTEN_FIELDS.map(
          (f) => `${PLAYER_COLUMNS[f]} ${f === "birthDate" ? "date" : f === "rating" ? "smallint" : "text"}`,
        ).join(", ");
        const sets = WRITTEN_FIELDS.map((f) => `${PLAYER_COLUMNS[f]} = v.${PLAYER_COLUMNS[f]}`).join(", ");
        const payload = changed.map(([id, c]) => ({
          id,
          ...Object.fromEntries(WRITTEN_FIELDS.map((f) => [PLAYER_COLUMNS[f], c[f] ?? null])),
          search_key: personSearchKey({
            lastName: String(c.lastName ?? ""),
            firstName: (c.firstName as string | null) ?? null,
            email: (c.email as string | null) ?? null,
          }),
        }));
        await tx.execute(sql`
          update customers c set ${sql.raw(sets)}, search_key = v.search_key, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as v(id int, ${sql.raw(columns)}, search_key text)
          where c.id = v.id`);
        for (const [id, c] of changed) {
          const pick = (r: Record<string, unknown>) =>
            Object.fromEntries(WRITTEN_FIELDS.map((f) => [f, r[f] ?? null]));
          audits.push({
            accountId: caller.accountId,
            entity: "customer",
            entityId: String(id),
            action: "update",
            changes: diffForAudit(pick(before.get(id)!), pick(c)),
          });
        }
      }
    }
    for (let i = 0; i < created.length; i += 5000) {
      const chunk = created.slice(i, i + 5000);
      const deleted = await tx.delete(customers).where(inArray(customers.id, chunk)).returning();
      for (const c of deleted) {
        const record = Object.fromEntries(WRITTEN_FIELDS.map((f) => [f, c[f] ?? null]));
        audits.push({
          accountId: caller.accountId,
          entity: "customer",
          entityId: String(c.id),
          action: "delete",
          changes: diffForAudit(record, null),
        });
      }
    }
    for (let i = 0; i < audits.length; i += 5000) await tx.insert(auditLog).values(audits.slice(i, i + 5000));
    const [undone] = await tx
      .update(importRuns)
      .set({ status: "undone", undoneAt: new Date() })
      .where(eq(importRuns.id, runId))
      .returning();
    return toRunDto(undone!);
  });
}
