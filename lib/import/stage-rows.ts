import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { formatDay } from "@/lib/dates";
import type { CellValue, TableRow } from "./read-table";

/** A staged row as a kind maps it: the normalised values and their problems. */
export type StagedValues = {
  data: Record<string, unknown>;
  problems: { field: string; code: string; refuses: boolean }[];
};

/** A cell as text, the way the report writes it back: dates dd/mm/yyyy, numbers as typed. */
export function cellRawText(value: CellValue): string | null {
  if (value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : formatDay(value.toISOString());
  return String(value);
}

const BATCH = 2000;
/** About 0.6 MB of JSON each: 16 are a second of parsing, the time the players' keys take. */
const WRITES_AHEAD = 16;

/**
 * Writes the rows of a table into import_rows for `runId`, `BATCH` rows per statement (one JSON
 * parameter expanded by jsonb_to_recordset), so 100,000 rows are 50 statements. Answers the count
 * and the first `keep` rows as staged (for the preview). Run it in a transaction: a file refused
 * halfway (a formula, merged cells) leaves nothing staged.
 */
export async function stageRows({
  tx,
  runId,
  rows,
  map,
  keep = 0,
  table = "import_rows",
  running,
}: {
  tx: DbOrTx;
  runId: number;
  /** Another table of import_rows's shape (e.g. a temporary one, checked before the rows are kept). */
  table?: string;
  rows: AsyncIterable<TableRow>;
  map: (row: TableRow) => StagedValues;
  keep?: number;
  /** A statement the caller started on `tx` and has not awaited: the writes start after it. */
  running?: Promise<unknown>;
}): Promise<{ count: number; first: (StagedValues & { rowNumber: number; raw: (string | null)[] })[] }> {
  let batch: { n: number; raw: (string | null)[]; data: unknown; problems: unknown }[] = [];
  let count = 0;
  const first: (StagedValues & { rowNumber: number; raw: (string | null)[] })[] = [];
  // Batches are inserted while the next ones are read: PostgreSQL's work (and `running`, e.g. the
  // players' keys) hides behind the parsing. The writes are chained, one statement at a time on
  // the connection; at most WRITES_AHEAD batches wait (memory stays bounded). A failed statement
  // fails the ones chained after it, unsent.
  let last: Promise<unknown> = running ?? Promise.resolve();
  last.catch(() => undefined); // awaited below
  const writes: Promise<unknown>[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const json = JSON.stringify(batch);
    batch = [];
    if (writes.length >= WRITES_AHEAD) await writes.shift();
    last = last.then(() =>
      tx.execute(sql`
        insert into ${sql.identifier(table)} (run_id, row_number, raw, data, problems)
        select ${runId}, x.n, x.raw, x.data, x.problems
        from jsonb_to_recordset(${json}::jsonb) as x(n int, raw jsonb, data jsonb, problems jsonb)`),
    );
    last.catch(() => undefined); // awaited below
    writes.push(last);
  };
  try {
    for await (const row of rows) {
      const staged = map(row);
      const raw = row.cells.map(cellRawText);
      count++;
      if (first.length < keep) first.push({ ...staged, rowNumber: row.rowNumber, raw });
      batch.push({ n: row.rowNumber, raw, data: staged.data, problems: staged.problems });
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  } catch (error) {
    // The file was refused halfway: nothing may still run on the connection when the caller's
    // transaction rolls back.
    await last.catch(() => undefined);
    throw error;
  }
  await last;
  return { count, first };
}
