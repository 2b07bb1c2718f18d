import { DomainError } from "@/lib/api/errors";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { openTable } from "@/lib/import/read-table";
import { fileLabel, type ImportFileKind, type ImportTable } from "./rows";

export type UploadedFile = { name: string; content: Buffer };

/**
 * One uploaded file as the festival import reads it, through the shared reader of imports
 * (lib/import/read-table.ts: format from the content, encodings, delimiters and the refusals of
 * bad files). A workbook of several sheets is refused: a festival's files hold one table each.
 * A refusal names the file it is about (two files travel together).
 */
export async function toImportTable(
  file: UploadedFile,
  kind: ImportFileKind,
  t: ApiTranslator,
): Promise<ImportTable> {
  try {
    const opened = await openTable({ file: file.content, fileName: file.name });
    if (opened.status === "chooseSheet") {
      throw new DomainError("festivalImportSeveralSheets", { params: { file: fileLabel(kind) } });
    }
    const rows: ImportTable["rows"] = [];
    for await (const row of opened.rows) rows.push({ line: row.rowNumber, cells: row.cells });
    return { headers: opened.headers, rows };
  } catch (error) {
    if (!(error instanceof DomainError) || error.key === "festivalImportSeveralSheets") throw error;
    throw new DomainError("festivalImportFileRefused", {
      params: { file: fileLabel(kind), reason: t(`errors.${error.key}`, error.params) },
    });
  }
}
