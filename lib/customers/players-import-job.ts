import { inArray, sql } from "drizzle-orm";
import { auditLog, customers } from "@/db/schema";
import { diffForAudit } from "@/lib/audit/write-audit";
import { encodeReason } from "@/lib/import/report";
import {
  registerImportJob,
  type BatchCounts,
  type ImportProcessor,
  type StagedRow,
} from "@/lib/import/run-job";
import { personSearchKey } from "@/lib/names/fold-name";
import { WRITTEN_FIELDS, type PlayerData } from "./import-normalize";

type Field = (typeof WRITTEN_FIELDS)[number];
type Values = Record<Field, string | number | null>;
type Applied = Partial<Record<Field, { from: string | number | null; to: string | number | null }>>;

/** Rows per transaction: big enough for set-based statements, small enough for a quick cancel. */
export const PLAYERS_IMPORT_BATCH = 2000;

const COLUMN: Record<Field, string> = {
  lastName: "last_name",
  firstName: "first_name",
  email: "email",
  phonePrefix: "phone_prefix",
  phone: "phone",
  birthDate: "birth_date",
  taxCode: "tax_code",
  vatNumber: "vat_number",
  address: "address",
  city: "city",
  zipCode: "zip_code",
  stateProvince: "state_province",
  country: "country",
  notes: "notes",
  rating: "rating",
};
export const PLAYER_COLUMNS = COLUMN;

/** The customer's search key from its values (lib/names/fold-name.ts). */
export const keyOf = (values: Values) =>
  personSearchKey({
    lastName: String(values.lastName ?? ""),
    firstName: values.firstName as string | null,
    email: values.email as string | null,
  });

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

function valuesOf(data: PlayerData): Values {
  const values = {} as Values;
  for (const field of WRITTEN_FIELDS) values[field] = (data[field] as string | number | null) ?? null;
  return values;
}

/**
 * Merge (fill only what is empty: the phone with its prefix) or update (the file's non-empty values
 * replace the player's). Answers what changed.
 */
function apply(current: Values, incoming: Values, mode: "merge" | "update"): Applied {
  const applied: Applied = {};
  const set = (field: Field, to: string | number | null) => {
    if (current[field] === to) return;
    applied[field] = { from: current[field], to };
    current[field] = to;
  };
  for (const field of WRITTEN_FIELDS) {
    if (field === "phonePrefix") continue;
    const to = incoming[field];
    if (isEmpty(to)) continue;
    if (mode === "merge" && !isEmpty(current[field])) continue;
    if (field === "phone") {
      if (mode === "update" && current.phone === to && current.phonePrefix === incoming.phonePrefix) continue;
      set("phone", to);
      set("phonePrefix", incoming.phonePrefix);
    } else set(field, to);
  }
  return applied;
}

type Outcome = {
  row: number;
  outcome: string;
  resultId: number | null;
  applied: Applied | null;
  reason: string | null;
};

export const playersImportProcessor: ImportProcessor = {
  kind: "players",
  batchSize: PLAYERS_IMPORT_BATCH,
  async processBatch({ tx, run, rows }): Promise<BatchCounts> {
    const counts: BatchCounts = { created: 0, merged: 0, skipped: 0, refused: 0, unchanged: 0 };
    // What each row will do.
    type Plan = { row: StagedRow; action: "create" | "merge" | "update" | "skip" | "refuse" };
    const plans: Plan[] = rows.map((row) => {
      if (row.outcome === "refuse") return { row, action: "refuse" };
      if (row.outcome === "likely") {
        const decision = row.decision ?? "skip";
        return { row, action: decision === "create" ? "create" : decision === "merge" ? "merge" : "skip" };
      }
      if (row.outcome === "create" || row.outcome === "merge" || row.outcome === "update")
        return { row, action: row.outcome };
      return { row, action: "skip" };
    });
    // Earlier rows merged into: their player, from earlier batches.
    const targetRows = [
      ...new Set(plans.filter((p) => p.row.targetRow !== null).map((p) => p.row.targetRow!)),
    ];
    const rowResult = new Map<number, number | null>();
    if (targetRows.length) {
      const earlier = await tx.execute<{ row_number: number; result_id: number | null }>(sql`
        select row_number, result_id from import_rows
        where run_id = ${run.id} and row_number = any(${`{${targetRows.join(",")}}`}::int[])`);
      for (const r of earlier.rows) rowResult.set(r.row_number, r.result_id);
    }
    const existingIds = [
      ...new Set(
        plans.filter((p) => p.row.targetId !== null && p.action !== "refuse").map((p) => p.row.targetId!),
      ),
      ...[...rowResult.values()].filter((id): id is number => id !== null),
    ];
    const state = new Map<number, { created: boolean; before: Values; current: Values }>();
    if (existingIds.length) {
      const found = await tx
        .select()
        .from(customers)
        .where(inArray(customers.id, [...new Set(existingIds)]));
      for (const c of found) {
        const values = {} as Values;
        for (const field of WRITTEN_FIELDS) values[field] = (c[field] as string | number | null) ?? null;
        state.set(c.id, { created: false, before: { ...values }, current: values });
      }
    }
    const creates = plans.filter((p) => p.action === "create").length;
    const pool = creates
      ? (
          await tx.execute<{ id: number }>(
            sql`select nextval('object_ids')::int as id from generate_series(1, ${creates})`,
          )
        ).rows.map((r) => r.id)
      : [];
    const outcomes: Outcome[] = [];
    const create = (values: Values) => {
      const id = pool.shift()!;
      state.set(id, { created: true, before: values, current: { ...values } });
      return id;
    };
    for (const { row, action } of plans) {
      const data = row.data as PlayerData;
      const done = (
        outcome: string,
        resultId: number | null,
        applied: Applied | null,
        reason = row.reason,
      ) => {
        outcomes.push({ row: row.rowNumber, outcome, resultId, applied, reason });
        rowResult.set(row.rowNumber, resultId);
      };
      if (action === "refuse") {
        counts.refused++;
        done("refused", null, null);
        continue;
      }
      if (action === "skip") {
        counts.skipped++;
        done("skipped", null, null);
        continue;
      }
      if (action === "create") {
        counts.created++;
        done("created", create(valuesOf(data)), null);
        continue;
      }
      const targetId =
        row.targetId ?? (row.targetRow !== null ? (rowResult.get(row.targetRow) ?? null) : null);
      const target = targetId !== null ? state.get(targetId) : undefined;
      if (targetId === null || !target) {
        counts.skipped++;
        done(
          "skipped",
          null,
          null,
          encodeReason(
            row.targetRow !== null
              ? { key: "duplicateOfRowNotImported", params: { row: row.targetRow } }
              : { key: "targetGone", params: { id: row.targetId ?? "" } },
          ),
        );
        continue;
      }
      const applied = apply(target.current, valuesOf(data), action === "update" ? "update" : "merge");
      const changed = Object.keys(applied).length > 0;
      if (changed) counts.merged++;
      else counts.unchanged++;
      done(changed ? "merged" : "unchanged", targetId, target.created || !changed ? null : applied, null);
    }

    // Writes: new players in one statement, changed players in one, their audit rows in one.
    const now = new Date();
    const newRows = [...state.entries()].filter(([, s]) => s.created);
    if (newRows.length) {
      await tx.insert(customers).values(
        newRows.map(([id, s]) => ({
          id,
          ...(s.current as unknown as Record<string, never>),
          firstName: String(s.current.firstName),
          lastName: String(s.current.lastName),
          searchKey: keyOf(s.current),
          rating: s.current.rating as number | null,
          birthDate: s.current.birthDate as string | null,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const changedRows = [...state.entries()].filter(
      ([, s]) => !s.created && WRITTEN_FIELDS.some((f) => s.before[f] !== s.current[f]),
    );
    if (changedRows.length) {
      const payload = changedRows.map(([id, s]) => ({ id, ...s.current }));
      const sets = WRITTEN_FIELDS.map((f) => `${COLUMN[f]} = v.${COLUMN[f]}`).join(", ");
      const columns = WRITTEN_FIELDS.map(
        (f) => `${COLUMN[f]} ${f === "birthDate" ? "date" : f === "rating" ? "smallint" : "text"}`,
      ).join(", ");
      const renamed = payload.map((p) => ({
        ...Object.fromEntries(Object.entries(p).map(([k, v]) => [k === "id" ? "id" : COLUMN[k as Field], v])),
        search_key: keyOf(p),
      }));
      await tx.execute(sql`
        update customers c set ${sql.raw(sets)}, search_key = v.search_key, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(renamed)}::jsonb) as v(id int, ${sql.raw(columns)}, search_key text)
        where c.id = v.id`);
    }
    const audits = [
      ...newRows.map(([id, s]) => ({
        accountId: run.accountId,
        entity: "customer",
        entityId: String(id),
        action: "create",
        changes: diffForAudit(null, s.current),
      })),
      ...changedRows.map(([id, s]) => ({
        accountId: run.accountId,
        entity: "customer",
        entityId: String(id),
        action: "update",
        changes: diffForAudit(s.before, s.current),
      })),
    ];
    if (audits.length) await tx.insert(auditLog).values(audits);
    await tx.execute(sql`
      update import_rows i set outcome = v.outcome, result_id = v.result_id, applied = v.applied, reason = v.reason
      from jsonb_to_recordset(${JSON.stringify(
        outcomes.map((o) => ({
          row: o.row,
          outcome: o.outcome,
          result_id: o.resultId,
          applied: o.applied,
          reason: o.reason,
        })),
      )}::jsonb) as v(row int, outcome text, result_id int, applied jsonb, reason text)
      where i.run_id = ${run.id} and i.row_number = v.row`);
    return counts;
  },
};

export async function registerPlayersImportJobs(): Promise<void> {
  await registerImportJob(playersImportProcessor);
}
