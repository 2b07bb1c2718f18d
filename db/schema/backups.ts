import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./foundation";

/**
 * One row per backup run of the app (lib/backup/backup-job.ts): scheduled at night, or asked for
 * on the Backup screen. `status`: queued, running, ok or error. The files themselves live in
 * BACKUP_DIR; this table is what the screen shows of the runs, failures included.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    trigger: text("trigger").notNull(),
    status: text("status").notNull(),
    requestedBy: integer("requested_by").references(() => accounts.id, { onDelete: "set null" }),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    fileName: text("file_name"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    durationMs: integer("duration_ms"),
    message: text("message"),
  },
  (t) => [index("backup_runs_queued_at_idx").on(t.queuedAt)],
);
