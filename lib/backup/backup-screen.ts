import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { desc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { backupRuns } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { listBackupFiles } from "./backup";
import { backupCron, backupTimeZone } from "./backup-job";
import { backupDir, backupKeep } from "./database-target";
import { BACKUP_FILE_PATTERN } from "./format";

/**
 * Who sees the Backup screen and its calls: a Master only (DOMAIN.md "Access"). A backup holds every
 * account's password hash and every customer, more than any permission a role can grant opens.
 */
export const BACKUP_ACCESS = "master" as const;

export type BackupRunDto = {
  id: number;
  trigger: string;
  status: string;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  fileName: string | null;
  sizeBytes: number | null;
  durationMs: number | null;
  message: string | null;
};

export type BackupOverviewDto = {
  lastRun: BackupRunDto | null;
  runs: BackupRunDto[];
  files: { name: string; size: number; modifiedAt: string }[];
  schedule: { cron: string; timeZone: string; keep: number; enabled: boolean };
};

/** The screen's data: the latest runs (newest first) and the backup files on this node's disk. */
export async function backupOverview(db: Db): Promise<BackupOverviewDto> {
  const rows = await db.select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(20);
  const runs = rows.map((row) => ({
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    durationMs: row.durationMs,
    message: row.message,
  }));
  return {
    lastRun: runs.find((run) => run.status === "ok" || run.status === "error") ?? null,
    runs,
    files: listBackupFiles(backupDir()),
    schedule: {
      cron: backupCron(),
      timeZone: backupTimeZone(),
      keep: backupKeep(),
      enabled: process.env.BACKUP_CRON !== "off",
    },
  };
}

/**
 * One backup file as a download, streamed as it is on disk: encrypted (only BACKUP_RECIPIENT's
 * private key opens it). The name must be an encrypted backup file's (letters, digits and dashes:
 * no separator, no ".."), and the path is checked to stay inside BACKUP_DIR.
 */
export async function downloadBackupFile(name: string): Promise<Response> {
  if (!BACKUP_FILE_PATTERN.test(name)) throw new DomainError("notFound");
  const dir = backupDir();
  const full = path.resolve(dir, name);
  if (path.dirname(full) !== dir) throw new DomainError("notFound");
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(full, "r");
  } catch {
    throw new DomainError("notFound");
  }
  const { size } = await handle.stat();
  return new Response(Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "content-type": "application/octet-stream",
      "content-length": String(size),
      "content-disposition": `attachment; filename="${name}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
