import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { importFiles, importMappings, importRows, importRuns } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";

/** The kinds of import (one job and one set of rules each). */
export type ImportKind = "players" | "festival";

export type ImportRunStatus =
  "uploaded" | "previewed" | "queued" | "running" | "done" | "cancelled" | "failed" | "undone";

export type ImportRunRecord = typeof importRuns.$inferSelect;

/** What the screens show of a run (its progress survives a reload: it is read from the table). */
export type ImportRunDto = {
  id: number;
  kind: ImportKind;
  status: ImportRunStatus;
  fileName: string;
  fileFormat: string;
  encoding: string | null;
  delimiter: string | null;
  sheet: string | null;
  headers: string[];
  mapping: Record<string, number>;
  totalRows: number;
  doneRows: number;
  created: number;
  merged: number;
  skipped: number;
  refused: number;
  unchanged: number;
  cancelRequested: boolean;
  message: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  undoneAt: string | null;
};

export function toRunDto(run: ImportRunRecord): ImportRunDto {
  return {
    id: run.id,
    kind: run.kind as ImportKind,
    status: run.status as ImportRunStatus,
    fileName: run.fileName,
    fileFormat: run.fileFormat,
    encoding: run.encoding,
    delimiter: run.delimiter,
    sheet: run.sheet,
    headers: run.headers,
    mapping: run.mapping,
    totalRows: run.totalRows,
    doneRows: run.doneRows,
    created: run.created,
    merged: run.merged,
    skipped: run.skipped,
    refused: run.refused,
    unchanged: run.unchanged,
    cancelRequested: run.cancelRequested,
    message: run.message,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    undoneAt: run.undoneAt?.toISOString() ?? null,
  };
}

/** A run of `kind`, or importRunNotFound (also for another kind's run). */
export async function findRun(db: DbOrTx, kind: ImportKind, runId: number): Promise<ImportRunRecord> {
  const [run] = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.id, runId), eq(importRuns.kind, kind)));
  if (!run) throw new DomainError("importRunNotFound");
  return run;
}

/** Locks the run's row for the rest of the transaction (status changes never cross). */
export async function lockRun(tx: DbOrTx, kind: ImportKind, runId: number): Promise<ImportRunRecord> {
  const [run] = await tx
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.id, runId), eq(importRuns.kind, kind)))
    .for("update");
  if (!run) throw new DomainError("importRunNotFound");
  return run;
}

/**
 * Locks a run that `caller` is about to change (choose its sheet, preview, start, cancel, undo).
 * Anyone with the area's permission may read a colleague's run, but only the account that
 * uploaded it, or a Master, changes it.
 */
export async function lockRunToChange(
  tx: DbOrTx,
  kind: ImportKind,
  runId: number,
  caller: Caller,
): Promise<ImportRunRecord> {
  const run = await lockRun(tx, kind, runId);
  assertMayChangeRun(run, caller);
  return run;
}

/** Refuses (403) a change of a run by an account other than its owner's, unless a Master's. */
export function assertMayChangeRun(run: ImportRunRecord, caller: Caller): void {
  if (run.accountId !== caller.accountId && caller.profileType !== "Master")
    throw new DomainError("importRunNotOwner");
}

/** Stores an uploaded file as a new run (status uploaded) with the table's shape. */
export async function createRun({
  db,
  kind,
  accountId,
  fileName,
  content,
  table,
  options = {},
}: {
  db: DbOrTx;
  kind: ImportKind;
  accountId: number | null;
  fileName: string;
  content: Buffer;
  table: {
    format: string;
    encoding: string | null;
    delimiter: string | null;
    sheet: string | null;
    headers: string[];
  };
  options?: Record<string, unknown>;
}): Promise<ImportRunRecord> {
  const [run] = await db
    .insert(importRuns)
    .values({
      kind,
      status: "uploaded",
      accountId,
      fileName: fileName.slice(0, 255),
      fileSize: content.byteLength,
      fileFormat: table.format,
      encoding: table.encoding,
      delimiter: table.delimiter,
      sheet: table.sheet,
      headers: table.headers,
      options,
    })
    .returning();
  await db.insert(importFiles).values({ runId: run!.id, content });
  return run!;
}

/** Bytes of a stored file per query: the driver decodes a row at once (as hex text). */
const FILE_SLICE = 1024 * 1024;

/**
 * A run's file, read a slice at a time, each copied in as it comes: decoding a whole 20 MB file
 * in one row (or copying it in one go) held the event loop for a few hundred milliseconds.
 */
export async function loadRunFile(db: DbOrTx, runId: number): Promise<Buffer> {
  const [file] = (
    await db.execute<{ size: number }>(
      sql`select octet_length(content)::int as size from import_files where run_id = ${runId}`,
    )
  ).rows;
  if (!file) throw new DomainError("importRunNotReady");
  const content = Buffer.allocUnsafeSlow(file.size);
  for (let at = 0; at < file.size; at += FILE_SLICE) {
    const [slice] = (
      await db.execute<{ part: Buffer }>(
        sql`select substring(content from ${at + 1} for ${FILE_SLICE}) as part
            from import_files where run_id = ${runId}`,
      )
    ).rows;
    if (!slice) throw new DomainError("importRunNotReady");
    slice.part.copy(content, at);
  }
  return content;
}

/** Drops the staged rows of a run (before staging it again with another mapping). */
export async function clearStagedRows(db: DbOrTx, runId: number): Promise<void> {
  await db.delete(importRows).where(eq(importRows.runId, runId));
}

/**
 * Cancels a run: one not started yet stops at once; a running one stops after its current batch
 * (what earlier batches wrote stays, and is counted). Answers the run as it is now.
 */
export async function requestCancel({
  db,
  caller,
  kind,
  runId,
}: {
  db: Db;
  caller: Caller;
  kind: ImportKind;
  runId: number;
}) {
  return db.transaction(async (tx) => {
    const run = await lockRunToChange(tx, kind, runId, caller);
    if (["uploaded", "previewed", "queued"].includes(run.status)) {
      await tx
        .update(importRuns)
        .set({ status: "cancelled", cancelRequested: true, finishedAt: new Date() })
        .where(eq(importRuns.id, runId));
      await tx.delete(importFiles).where(eq(importFiles.runId, runId));
    } else if (run.status === "running") {
      await tx.update(importRuns).set({ cancelRequested: true }).where(eq(importRuns.id, runId));
    } else {
      throw new DomainError("importRunNotReady");
    }
    return toRunDto(await findRun(tx, kind, runId));
  });
}

/** The key of a header row for remembered mappings: trimmed, lower case, spaces collapsed. */
export function headersKey(headers: string[]): string {
  return headers.map((h) => h.trim().toLowerCase().replace(/\s+/g, " ")).join("\u001f");
}

export async function findRememberedMapping(
  db: DbOrTx,
  kind: ImportKind,
  headers: string[],
): Promise<Record<string, number> | null> {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.kind, kind), eq(importMappings.headersKey, headersKey(headers))));
  return row?.mapping ?? null;
}

export async function rememberMapping(
  db: DbOrTx,
  kind: ImportKind,
  headers: string[],
  mapping: Record<string, number>,
  accountId: number | null,
): Promise<void> {
  await db
    .insert(importMappings)
    .values({ kind, headersKey: headersKey(headers), mapping, updatedBy: accountId })
    .onConflictDoUpdate({
      target: [importMappings.kind, importMappings.headersKey],
      set: { mapping, updatedBy: accountId, updatedAt: sql`now()` },
    });
}

/** Runs waiting or working: the screen shows them again after a reload. */
export async function listActiveRuns(db: DbOrTx, kind: ImportKind, limit = 5) {
  const rows = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.kind, kind), inArray(importRuns.status, ["queued", "running"])))
    .orderBy(importRuns.id)
    .limit(limit);
  return rows.map(toRunDto);
}
