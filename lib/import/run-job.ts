import { and, asc, eq, gt, sql } from "drizzle-orm";
import { getDb, type Db, type DbOrTx } from "@/db/client";
import { importFiles, importRows, importRuns } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { enqueueJob, registerJobHandler, wakeJobWorkers } from "@/lib/jobs/job-queue";
import type { Caller } from "@/lib/auth/caller";
import { lockRun, lockRunToChange, toRunDto, type ImportKind, type ImportRunRecord } from "./runs";

/**
 * The background side of imports, the same for every kind: a pg-boss job per kind
 * (`import_<kind>`) that works through the run's staged rows (import_rows) in batches of
 * `batchSize`, in row order. Each batch is one transaction: the kind's `processBatch` writes its
 * records and audit rows, and the run's counters and cursor move in the same transaction, so the
 * progress bar (read from import_runs) is always what is committed, and a job cut short and retried
 * goes on after the last committed batch. A cancel asked meanwhile stops the run between batches.
 */

export type StagedRow = typeof importRows.$inferSelect;

export type BatchCounts = {
  created: number;
  merged: number;
  skipped: number;
  refused: number;
  unchanged: number;
};

export type ImportProcessor = {
  kind: ImportKind;
  /** Rows per transaction. */
  batchSize?: number;
  /** Called once, in a transaction, before the first batch (e.g. to settle the rows' final plan). */
  prepare?: (args: { tx: DbOrTx; run: ImportRunRecord }) => Promise<void>;
  /** Writes one batch; `rows` are in row order. Answers how many rows went which way. */
  processBatch: (args: { tx: DbOrTx; run: ImportRunRecord; rows: StagedRow[] }) => Promise<BatchCounts>;
};

export const importJobName = (kind: ImportKind) => `import_${kind}`;

/** A run may take this long before pg-boss counts it as lost (its process died) and retries it. */
const EXPIRE_SECONDS = 30 * 60;

export async function registerImportJob(processor: ImportProcessor): Promise<void> {
  await registerJobHandler<{ runId: number }>(
    importJobName(processor.kind),
    (data) => runImport({ db: getDb(), runId: data.runId, processor }),
    { expireInSeconds: EXPIRE_SECONDS, retryLimit: 2 },
  );
}

/**
 * "Importa": a previewed run is queued, and its job written in the same transaction. `beforeQueue`
 * runs in that transaction with the run locked (e.g. to store the user's decisions).
 */
export async function queueImportRun({
  db,
  caller,
  kind,
  runId,
  beforeQueue,
}: {
  db: Db;
  caller: Caller;
  kind: ImportKind;
  runId: number;
  beforeQueue?: (tx: DbOrTx, run: ImportRunRecord) => Promise<void>;
}) {
  const dto = await db.transaction(async (tx) => {
    const run = await lockRunToChange(tx, kind, runId, caller);
    if (run.status !== "previewed") throw new DomainError("importRunNotReady");
    await beforeQueue?.(tx, run);
    const [queued] = await tx
      .update(importRuns)
      .set({ status: "queued" })
      .where(eq(importRuns.id, runId))
      .returning();
    await enqueueJob({ db: tx, name: importJobName(kind), data: { runId }, singletonKey: `import-${runId}` });
    return toRunDto(queued!);
  });
  wakeJobWorkers(importJobName(kind));
  return dto;
}

/** The job: every batch of the run after its cursor, then done (or cancelled). Safe to run again. */
export async function runImport({
  db,
  runId,
  processor,
}: {
  db: Db;
  runId: number;
  processor: ImportProcessor;
}): Promise<void> {
  const { kind } = processor;
  const batchSize = processor.batchSize ?? 1000;
  const started = await db.transaction(async (tx) => {
    const run = await lockRun(tx, kind, runId);
    if (run.status !== "queued" && run.status !== "running") return null;
    if (run.status === "queued") {
      await processor.prepare?.({ tx, run });
      const [running] = await tx
        .update(importRuns)
        .set({ status: "running", startedAt: new Date() })
        .where(eq(importRuns.id, runId))
        .returning();
      return running!;
    }
    return run;
  });
  if (!started) return;
  try {
    for (;;) {
      const more = await db.transaction(async (tx) => {
        const run = await lockRun(tx, kind, runId);
        if (run.status !== "running") return false;
        if (run.cancelRequested) {
          await finish(tx, runId, "cancelled");
          return false;
        }
        const rows = await tx
          .select()
          .from(importRows)
          .where(and(eq(importRows.runId, runId), gt(importRows.rowNumber, run.cursorRow)))
          .orderBy(asc(importRows.rowNumber))
          .limit(batchSize);
        if (rows.length === 0) {
          await finish(tx, runId, "done");
          return false;
        }
        const counts = await processor.processBatch({ tx, run, rows });
        await tx
          .update(importRuns)
          .set({
            cursorRow: rows[rows.length - 1]!.rowNumber,
            doneRows: sql`${importRuns.doneRows} + ${rows.length}`,
            created: sql`${importRuns.created} + ${counts.created}`,
            merged: sql`${importRuns.merged} + ${counts.merged}`,
            skipped: sql`${importRuns.skipped} + ${counts.skipped}`,
            refused: sql`${importRuns.refused} + ${counts.refused}`,
            unchanged: sql`${importRuns.unchanged} + ${counts.unchanged}`,
          })
          .where(eq(importRuns.id, runId));
        return true;
      });
      if (!more) break;
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), event: "import_failed", kind, runId, message })}\n`,
    );
    await db
      .update(importRuns)
      .set({ status: "failed", finishedAt: new Date(), message: message.slice(0, 2000) })
      .where(eq(importRuns.id, runId));
    throw error;
  }
}

async function finish(tx: DbOrTx, runId: number, status: "done" | "cancelled") {
  await tx.update(importRuns).set({ status, finishedAt: new Date() }).where(eq(importRuns.id, runId));
  // The file is no longer needed: the staged rows keep what the report writes back.
  await tx.delete(importFiles).where(eq(importFiles.runId, runId));
}
