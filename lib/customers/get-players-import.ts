import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { reasonText } from "@/lib/import/report";
import { findRun, toRunDto } from "@/lib/import/runs";
import type { PlayerField } from "./import-fields";
import type { PlannedOutcome, PlayersImportPreviewDto, PreviewRowDto } from "./import-schemas";

const FIRST_ROWS = 20;
const LIKELY_ROWS = 500;

const SHOWN_FIELDS: PlayerField[] = [
  "lastName",
  "firstName",
  "email",
  "phonePrefix",
  "phone",
  "birthDate",
  "taxCode",
  "city",
];

type Row = {
  row_number: number;
  data: Record<string, unknown>;
  problems: { field: string; code: string }[];
  outcome: string | null;
  target_row: number | null;
  reason: string | null;
  t_id: number | null;
  t_first: string | null;
  t_last: string | null;
  t_birth: string | null;
  t_city: string | null;
  t_email: string | null;
};

/**
 * A run as the import screen shows it: its state and counters (the progress bar), the planned
 * outcomes, the first rows with their problems, and the likely duplicates to decide on. Read from
 * the tables only, so a reload shows the same.
 */
export async function getPlayersImport({
  db,
  runId,
  t,
}: {
  db: DbOrTx;
  runId: number;
  t: ApiTranslator;
}): Promise<PlayersImportPreviewDto> {
  const run = await findRun(db, "players", runId);
  const counts = await db.execute<{ outcome: string | null; n: number }>(
    sql`select outcome, count(*)::int as n from import_rows where run_id = ${runId} group by outcome`,
  );
  const summary: PlayersImportPreviewDto["summary"] = {
    total: 0,
    create: 0,
    merge: 0,
    update: 0,
    likely: 0,
    refuse: 0,
  };
  for (const { outcome, n } of counts.rows) {
    summary.total += n;
    if (outcome && outcome in summary) summary[outcome as PlannedOutcome] += n;
  }
  const select = (where: ReturnType<typeof sql>, limit: number) =>
    db.execute<Row>(sql`
      select i.row_number, i.data, i.problems, i.outcome, i.target_row, i.reason,
        c.id as t_id, c.first_name as t_first, c.last_name as t_last, c.birth_date::text as t_birth,
        c.city as t_city, c.email as t_email
      from import_rows i left join customers c on c.id = i.target_id
      where i.run_id = ${runId} and ${where}
      order by i.row_number limit ${limit}`);
  const first = await select(sql`true`, FIRST_ROWS);
  const likely = await select(sql`i.outcome = 'likely'`, LIKELY_ROWS);
  return {
    run: toRunDto(run),
    summary,
    rows: first.rows.map((row) => toPreviewRow(row, t)),
    likely: likely.rows.map((row) => toPreviewRow(row, t)),
  };
}

/** Planned outcomes before the job; what happened after it (created, merged...) keeps its word. */
function plannedOf(outcome: string | null): PlannedOutcome {
  switch (outcome) {
    case "created":
      return "create";
    case "merged":
    case "unchanged":
      return "merge";
    case "refused":
      return "refuse";
    case "skipped":
      return "likely";
    default:
      return (outcome ?? "create") as PlannedOutcome;
  }
}

function toPreviewRow(row: Row, t: ApiTranslator): PreviewRowDto {
  const values: PreviewRowDto["values"] = {};
  for (const field of SHOWN_FIELDS) values[field] = (row.data[field] as string | number | null) ?? null;
  return {
    rowNumber: row.row_number,
    values,
    problems: row.problems.map((p) => ({
      field: p.field,
      message: t(`imports.problem_${p.code}`, { field: t(`imports.field_${p.field}`) }),
    })),
    outcome: plannedOf(row.outcome),
    target:
      row.t_id === null
        ? null
        : {
            id: row.t_id,
            name: `${row.t_last ?? ""} ${row.t_first ?? ""}`.trim(),
            birthDate: row.t_birth,
            city: row.t_city,
            email: row.t_email,
          },
    targetRow: row.target_row,
    reason: row.reason ? reasonText(row.reason, t) : null,
  };
}
