import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { backupRuns } from "@/db/schema";
import { BUSINESS_TIME_ZONE } from "@/lib/dates";
import { enqueueJob, registerJobHandler, scheduleJob } from "@/lib/jobs/job-queue";
import { createBackup, pruneBackups } from "./backup";
import { backupDir, backupKeep } from "./database-target";
import { backupRecipients } from "./keys";

/** The job that writes one backup (lib/backup/backup.ts): nightly, or asked for on the Backup screen. */
export const BACKUP_JOB = "backup_run";
export const backupCron = () => process.env.BACKUP_CRON || "0 3 * * *";
export const backupTimeZone = () => process.env.BACKUP_TZ || BUSINESS_TIME_ZONE;
/** A run may take this long before pg-boss counts it as lost (its process died). */
const EXPIRE_SECONDS = 3 * 3600;

type BackupJobData = { runId?: number };

export async function registerBackupJobs(): Promise<void> {
  await registerJobHandler<BackupJobData>(
    BACKUP_JOB,
    (data) => runBackup({ db: getDb(), runId: data.runId }),
    {
      expireInSeconds: EXPIRE_SECONDS,
      // A failed night is recorded and shown; the next night (or "Esegui backup ora") tries again.
      retryLimit: 0,
    },
  );
  // pg-boss keeps one schedule per name for the whole cluster and sends each due run once: one node
  // takes it, however many run.
  if (process.env.BACKUP_CRON !== "off") {
    await scheduleJob(BACKUP_JOB, backupCron(), { tz: backupTimeZone() });
    // Said at start rather than first at 3 in the morning: every run would fail without a key.
    await backupRecipients().catch((error: unknown) =>
      process.stderr.write(
        `${JSON.stringify({ time: new Date().toISOString(), event: "backup_not_configured", message: error instanceof Error ? error.message : String(error) })}\n`,
      ),
    );
  }
}

/**
 * Queues a backup now (the screen's button). At most one waits at a time: a second request while
 * one is queued answers the queued run.
 */
export async function requestBackup({
  db,
  accountId,
}: {
  db: Db;
  accountId: number;
}): Promise<{ runId: number }> {
  const [waiting] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(
      and(
        eq(backupRuns.status, "queued"),
        gt(backupRuns.queuedAt, sql`now() - make_interval(secs => ${EXPIRE_SECONDS})`),
      ),
    )
    .orderBy(desc(backupRuns.id))
    .limit(1);
  if (waiting) return { runId: waiting.id };
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(backupRuns)
      .values({ trigger: "manual", status: "queued", requestedBy: accountId })
      .returning({ id: backupRuns.id });
    await enqueueJob({ db: tx, name: BACKUP_JOB, data: { runId: run!.id } });
    return { runId: run!.id };
  });
}

/**
 * One backup run: recorded in backup_runs (running, then ok with its file and size, or error with
 * the reason), old files pruned to BACKUP_KEEP. A failure is also logged as one JSON line.
 */
export async function runBackup({ db, runId }: { db: Db; runId?: number }): Promise<void> {
  // Runs left "running" or "queued" by a process that died long ago are reported as interrupted.
  await db
    .update(backupRuns)
    .set({
      status: "error",
      finishedAt: new Date(),
      message: "interrupted (the app stopped during the backup)",
    })
    .where(
      and(
        inArray(backupRuns.status, ["running", "queued"]),
        lt(backupRuns.queuedAt, sql`now() - make_interval(secs => ${EXPIRE_SECONDS})`),
      ),
    );
  let id = runId;
  if (id) {
    await db
      .update(backupRuns)
      .set({ status: "running", startedAt: new Date() })
      .where(eq(backupRuns.id, id));
  } else {
    const [run] = await db
      .insert(backupRuns)
      .values({ trigger: "schedule", status: "running", startedAt: new Date() })
      .returning({ id: backupRuns.id });
    id = run!.id;
  }
  try {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set");
    const dir = backupDir();
    const result = await createBackup({ url, dir, recipients: await backupRecipients() });
    pruneBackups(dir, backupKeep());
    await db
      .update(backupRuns)
      .set({
        status: "ok",
        finishedAt: new Date(),
        fileName: result.file.split(/[\\/]/).pop()!,
        sizeBytes: result.size,
        durationMs: result.durationMs,
        message: null,
      })
      .where(eq(backupRuns.id, id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), event: "backup_failed", runId: id, message })}\n`,
    );
    await db
      .update(backupRuns)
      .set({ status: "error", finishedAt: new Date(), message: message.slice(0, 2000) })
      .where(eq(backupRuns.id, id));
    throw error;
  }
}
