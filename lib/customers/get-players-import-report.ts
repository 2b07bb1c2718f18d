import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { fileNamePart, xlsxResponse } from "@/lib/api/xlsx";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { importReportSheet } from "@/lib/import/report";
import { findRun } from "@/lib/import/runs";

/** The report of a finished players import: refused and skipped rows as read, with the reason. */
export async function getPlayersImportReport({
  db,
  runId,
  t,
}: {
  db: Db;
  runId: number;
  t: ApiTranslator;
}): Promise<Response> {
  const run = await findRun(db, "players", runId);
  if (!["done", "cancelled", "failed", "undone"].includes(run.status))
    throw new DomainError("importRunNotReady");
  const base = fileNamePart(run.fileName.replace(/\.[^.]*$/, ""));
  return xlsxResponse(`${base}_non_importate.xlsx`, [importReportSheet({ db, run, t })]);
}
