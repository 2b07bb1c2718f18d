import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { importRuns } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { romeToday } from "@/lib/dates";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { openTable } from "@/lib/import/read-table";
import {
  assertMayChangeRun,
  clearStagedRows,
  findRun,
  loadRunFile,
  lockRunToChange,
  rememberMapping,
} from "@/lib/import/runs";
import { stageRows } from "@/lib/import/stage-rows";
import { analysePlayersRun, keepAnalysedRows, stageCustomerKeys } from "./import-analyse";
import { normalisePlayerRow, type Mapping } from "./import-normalize";
import { getPlayersImport } from "./get-players-import";
import type { PlayersImportPreviewDto } from "./import-schemas";

/**
 * The preview: the whole file is read (streaming) with the user's mapping, every row staged with
 * its problems, the duplicate rules applied (lib/customers/import-analyse.ts), and the mapping
 * remembered for the next file with the same headers. One transaction: a file refused halfway
 * (a formula, merged cells) leaves nothing staged. Nothing is written to the customers.
 */
export async function previewPlayersImport({
  db,
  caller,
  runId,
  mapping,
  t,
}: {
  db: Db;
  caller: Caller;
  runId: number;
  mapping: Mapping;
  t: ApiTranslator;
}): Promise<PlayersImportPreviewDto> {
  const run = await findRun(db, "players", runId);
  assertMayChangeRun(run, caller);
  if (run.status !== "uploaded" && run.status !== "previewed") throw new DomainError("importRunNotReady");
  for (const index of Object.values(mapping)) {
    if (index! >= run.headers.length)
      throw new DomainError("importMappingInvalid", {
        params: { reason: t("imports.mappingColumnMissing") },
      });
  }
  if (mapping.lastName === undefined || mapping.firstName === undefined)
    throw new DomainError("importMappingInvalid", { params: { reason: t("imports.mappingNamesRequired") } });
  const content = await loadRunFile(db, runId);
  const opened = await openTable({ file: content, fileName: run.fileName, sheet: run.sheet });
  if (opened.status !== "ready") throw new DomainError("importRunNotReady");
  // Birth dates after today are refused.
  const today = romeToday();
  const began = performance.now();
  const staged = db.transaction(async (tx) => {
    const locked = await lockRunToChange(tx, "players", runId, caller);
    if (locked.status !== "uploaded" && locked.status !== "previewed")
      throw new DomainError("importRunNotReady");
    await clearStagedRows(tx, runId);
    // Staged and checked in a temporary table (no WAL, no index), then kept in one statement.
    await tx.execute(sql`drop table if exists pi_stage`);
    await tx.execute(sql`create temp table pi_stage (like import_rows including defaults) on commit drop`);
    // Started first: PostgreSQL computes the players' keys while the file is parsed here.
    const { count } = await stageRows({
      tx,
      runId,
      table: "pi_stage",
      running: stageCustomerKeys(tx),
      rows: opened.rows,
      map: (row) => normalisePlayerRow(row.cells, mapping, today),
    });
    if (process.env.IMPORT_TIMING)
      console.log(`[preview] staged ${count} rows: ${Math.round(performance.now() - began)} ms`);
    await tx.execute(sql`create index on pi_stage (row_number)`);
    await tx.execute(sql`analyze pi_stage`);
    await analysePlayersRun(tx, runId, "pi_stage");
    await keepAnalysedRows(tx, "pi_stage");
    if (process.env.IMPORT_TIMING)
      console.log(`[preview] analysed: ${Math.round(performance.now() - began)} ms`);
    await tx
      .update(importRuns)
      .set({ status: "previewed", mapping: mapping as Record<string, number>, totalRows: count })
      .where(eq(importRuns.id, runId));
    await rememberMapping(tx, "players", run.headers, mapping as Record<string, number>, caller.accountId);
  });
  // The reading stops with the transaction, whether or not it got to the rows.
  await staged.finally(() => opened.close());
  if (process.env.IMPORT_TIMING)
    console.log(`[preview] committed: ${Math.round(performance.now() - began)} ms`);
  return getPlayersImport({ db, runId, t });
}
