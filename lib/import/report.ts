import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { importRows } from "@/db/schema";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { xlsxSheet, type XlsxSheet } from "@/lib/xlsx/sheet";
import type { ImportRunRecord } from "./runs";

/** A row's reason, stored as a message key of messages/<locale>/api.json "imports" and its values. */
export type ImportReason = { key: string; params?: Record<string, string | number> };

export function encodeReason(reason: ImportReason): string {
  return JSON.stringify(reason);
}

export function reasonText(stored: string | null, t: ApiTranslator): string {
  if (!stored) return "";
  try {
    const reasons = JSON.parse(stored) as ImportReason | ImportReason[];
    return (Array.isArray(reasons) ? reasons : [reasons])
      .map((reason) => t(`imports.${reason.key}`, reason.params ?? {}))
      .join("; ");
  } catch {
    return stored;
  }
}

const PAGE = 2000;

/**
 * The report of a run: the file's own columns with the rows that were refused or skipped, as they
 * were read, and the reason in an extra last column ("Motivo"). Importing it again (after fixing
 * the rows) reads the same columns: the reason column maps to no field.
 */
export function importReportSheet({
  db,
  run,
  t,
  outcomes = ["refused", "skipped"],
}: {
  db: DbOrTx;
  run: ImportRunRecord;
  t: ApiTranslator;
  outcomes?: string[];
}): XlsxSheet {
  type Row = { raw: (string | null)[]; reason: string };
  async function* rows(): AsyncGenerator<Row[]> {
    let after = 0;
    for (;;) {
      const page = await db
        .select({ rowNumber: importRows.rowNumber, raw: importRows.raw, reason: importRows.reason })
        .from(importRows)
        .where(
          and(
            eq(importRows.runId, run.id),
            gt(importRows.rowNumber, after),
            inArray(importRows.outcome, outcomes),
          ),
        )
        .orderBy(asc(importRows.rowNumber))
        .limit(PAGE);
      if (page.length === 0) return;
      after = page[page.length - 1]!.rowNumber;
      yield page.map((row) => ({ raw: row.raw, reason: reasonText(row.reason, t) }));
      if (page.length < PAGE) return;
    }
  }
  const columns = run.headers.map((header, i) => ({
    header: header || `Colonna ${i + 1}`,
    type: "text" as const,
    width: 18,
    value: (row: Row) => row.raw[i] ?? null,
  }));
  columns.push({
    header: t("imports.reasonColumn"),
    type: "text",
    width: 60,
    value: (row: Row) => row.reason,
  });
  return xlsxSheet({ name: t("imports.reportSheet"), columns, rows: rows() });
}
