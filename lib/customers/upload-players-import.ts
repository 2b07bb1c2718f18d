import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { importRuns } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { openTable, type OpenedTable, type SheetChoice } from "@/lib/import/read-table";
import { readImportUpload } from "@/lib/import/read-upload";
import {
  createRun,
  findRememberedMapping,
  findRun,
  loadRunFile,
  lockRunToChange,
  assertMayChangeRun,
  toRunDto,
  type ImportRunRecord,
} from "@/lib/import/runs";
import { autoMapping, PLAYER_FIELDS } from "./import-fields";
import type { PlayersImportSetupDto } from "./import-schemas";

/**
 * "Importa" on /customers, first step: the uploaded file (20 MB at most, read no further) is
 * checked (xlsx or CSV, not empty) and stored as a run; the answer is what the mapping step needs:
 * the sheets to pick from, or the headers with the suggested mapping (remembered for these
 * headers, else automatic).
 */
export async function uploadPlayersImport({
  db,
  caller,
  request,
}: {
  db: Db;
  caller: Caller;
  request: Request;
}): Promise<PlayersImportSetupDto> {
  const upload = await readImportUpload(request);
  const opened = await openTable({
    file: upload.content,
    fileName: upload.name,
    sheet: upload.fields.sheet || null,
  });
  // Only the headers are wanted here: the reading stops now, whatever follows.
  if (opened.status === "ready") await opened.close();
  const run = await createRun({
    db,
    kind: "players",
    accountId: caller.accountId,
    fileName: upload.name,
    content: upload.content,
    table: shapeOf(opened),
  });
  return setupAnswer(db, run, opened);
}

/** Second step for a workbook of several sheets: the sheet the user picked. */
export async function choosePlayersImportSheet({
  db,
  caller,
  runId,
  sheet,
}: {
  db: Db;
  caller: Caller;
  runId: number;
  sheet: string;
}): Promise<PlayersImportSetupDto> {
  const run = await findRun(db, "players", runId);
  assertMayChangeRun(run, caller);
  if (run.status !== "uploaded" && run.status !== "previewed") throw new DomainError("importRunNotReady");
  const content = await loadRunFile(db, runId);
  const opened = await openTable({ file: content, fileName: run.fileName, sheet });
  if (opened.status !== "ready") throw new DomainError("importRunNotReady");
  await opened.close();
  const updated = await db.transaction(async (tx) => {
    await lockRunToChange(tx, "players", runId, caller);
    const [row] = await tx
      .update(importRuns)
      .set({ ...shapeOf(opened), status: "uploaded", totalRows: 0 })
      .where(eq(importRuns.id, runId))
      .returning();
    return row!;
  });
  return setupAnswer(db, updated, opened);
}

function shapeOf(opened: OpenedTable | SheetChoice) {
  return opened.status === "ready"
    ? {
        fileFormat: opened.format,
        format: opened.format,
        encoding: opened.encoding,
        delimiter: opened.delimiter,
        sheet: opened.sheet,
        headers: opened.headers,
      }
    : { fileFormat: "xlsx", format: "xlsx", encoding: null, delimiter: null, sheet: null, headers: [] };
}

async function setupAnswer(
  db: Db,
  run: ImportRunRecord,
  opened: OpenedTable | SheetChoice,
): Promise<PlayersImportSetupDto> {
  if (opened.status === "chooseSheet") {
    return {
      run: toRunDto(run),
      sheets: opened.sheets,
      needsSheet: true,
      headers: [],
      mapping: {},
      remembered: false,
      fields: PLAYER_FIELDS,
    };
  }
  await opened.close();
  const remembered = await findRememberedMapping(db, "players", opened.headers);
  const valid =
    remembered &&
    Object.entries(remembered).every(
      ([field, index]) =>
        (PLAYER_FIELDS as readonly string[]).includes(field) && index < opened.headers.length,
    );
  return {
    run: toRunDto(run),
    sheets: opened.sheets,
    needsSheet: false,
    headers: opened.headers,
    mapping: valid ? remembered : autoMapping(opened.headers),
    remembered: Boolean(valid),
    fields: PLAYER_FIELDS,
  };
}
