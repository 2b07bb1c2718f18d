import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { accounts } from "./foundation";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/**
 * One import of a file (lib/import): players into customers, or a past festival. `kind`:
 * 'players' | 'festival'. `status`:
 * - uploaded: the file is stored, its columns not yet mapped (or mapped again);
 * - previewed: rows staged in import_rows and checked, waiting for the user's "Importa";
 * - queued, running: the job (pg-boss) works batch by batch, `cursor_row` the last row done;
 * - done, cancelled (stopped by the user between two batches), failed;
 * - undone: what it wrote was taken back.
 * The counters are written with each batch, in its transaction, so the progress survives a reload.
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    /** 'xlsx' | 'csv'. */
    fileFormat: text("file_format").notNull(),
    /** CSV: the encoding and delimiter found; xlsx: the sheet read. */
    encoding: text("encoding"),
    delimiter: text("delimiter"),
    sheet: text("sheet"),
    headers: jsonb("headers")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Field -> column index of `headers`, as the user confirmed it. */
    mapping: jsonb("mapping")
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Whatever else a kind needs (e.g. the festival's event). */
    options: jsonb("options")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    totalRows: integer("total_rows").notNull().default(0),
    doneRows: integer("done_rows").notNull().default(0),
    created: integer("created").notNull().default(0),
    merged: integer("merged").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    /** Rows matching a record they would not change (a file imported again). */
    unchanged: integer("unchanged").notNull().default(0),
    /** The last row number written by the job: a retried job goes on after it. */
    cursorRow: integer("cursor_row").notNull().default(0),
    cancelRequested: boolean("cancel_requested").notNull().default(false),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("import_runs_kind_created_idx").on(t.kind, t.createdAt)],
);

/** The uploaded file of a run, kept until the run is done (the job and a new mapping read it again). */
export const importFiles = pgTable("import_files", {
  runId: integer("run_id")
    .primaryKey()
    .references(() => importRuns.id, { onDelete: "cascade" }),
  content: bytea("content").notNull(),
});

/**
 * The rows of a run, staged at preview: `raw` the file's cells as text (the report writes them back
 * so that it can be imported again), `data` the mapped and normalised values, `problems` what is
 * wrong (a refusing problem refuses the row). `outcome` is the plan, then what happened:
 * create, merge, likely (a likely duplicate waiting for `decision`), skip, refuse; after the job
 * created, merged, unchanged, skipped, refused. `target_id` the existing record it matches,
 * `target_row` an earlier row of the same file it duplicates, `result_id` the record written,
 * `applied` the fields the job filled in (undo takes them back).
 */
export const importRows = pgTable(
  "import_rows",
  {
    runId: integer("run_id")
      .notNull()
      .references(() => importRuns.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    raw: jsonb("raw").$type<(string | null)[]>().notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    problems: jsonb("problems")
      .$type<{ field: string; code: string; refuses: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    outcome: text("outcome"),
    targetId: integer("target_id"),
    targetRow: integer("target_row"),
    /** The user's choice for a likely duplicate: merge, create or skip. */
    decision: text("decision"),
    reason: text("reason"),
    resultId: integer("result_id"),
    applied: jsonb("applied").$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.rowNumber] }),
    index("import_rows_run_outcome_idx").on(t.runId, t.outcome),
  ],
);

/**
 * Column mappings remembered for the next file with the same headers, for the whole organisation
 * (docs/DECISIONS.md, "Imports"): `headers_key` is the file's normalised header row.
 */
export const importMappings = pgTable(
  "import_mappings",
  {
    kind: text("kind").notNull(),
    headersKey: text("headers_key").notNull(),
    mapping: jsonb("mapping").$type<Record<string, number>>().notNull(),
    updatedBy: integer("updated_by").references(() => accounts.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.headersKey] })],
);
