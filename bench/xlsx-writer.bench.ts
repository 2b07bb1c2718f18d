// `npx tsx bench/xlsx-writer.bench.ts [rows]`: the Excel writers alone, back to back on the same
// synthetic rows (21 columns like the reservation list: numbers, dates, euros, texts), so the
// machine's load weighs on both alike: exceljs's streaming writer (to a discarding stream) and
// lib/xlsx (read to its end). Rows per second, CPU time and peak RSS of each; a second argument
// `lib` measures lib/xlsx alone (e.g. 50000 then 200000 rows, to see memory not grow with rows).
import { Writable } from "node:stream";
import { performance } from "node:perf_hooks";
import ExcelJS from "exceljs";
import { xlsxSheet, type XlsxColumn } from "@/lib/xlsx/sheet";
import { xlsxStream } from "@/lib/xlsx/workbook-stream";

const ROWS = Number(process.argv[2] ?? 50_000);
const BATCH = 2000;
type Row = (string | number | null)[];
const KINDS = ["number", "date", "euro", "text", "text"] as const;
const kind = (i: number) => KINDS[i % KINDS.length]!;

function row(n: number): Row {
  return Array.from({ length: 21 }, (_, i) =>
    kind(i) === "number"
      ? n
      : kind(i) === "date"
        ? "2031-05-10"
        : kind(i) === "euro"
          ? "210.50"
          : `Rossi Mario ${n}`,
  );
}

function* batches(): Generator<Row[]> {
  for (let start = 0; start < ROWS; start += BATCH) {
    yield Array.from({ length: Math.min(BATCH, ROWS - start) }, (_, k) => row(start + k));
  }
}

async function measure(label: string, run: () => Promise<void>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const cpu = process.cpuUsage();
  const start = performance.now();
  await run();
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  console.log(
    `${label.padEnd(10)} ${ROWS} rows: ${(ROWS / seconds).toFixed(0)} rows/s, CPU ${((used.user + used.system) / 1e6).toFixed(1)} s,` +
      ` RSS ${(before / 2 ** 20).toFixed(0)} -> peak ${(peak / 2 ** 20).toFixed(0)} MiB`,
  );
}

async function exceljs() {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("Prenotazioni", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = Array.from({ length: 21 }, (_, i) => ({
    key: `c${i}`,
    header: `Colonna ${i}`,
    width: 12,
    style:
      kind(i) === "date" ? { numFmt: "dd/mm/yyyy" } : kind(i) === "euro" ? { numFmt: '#,##0.00 "€"' } : {},
  }));
  for (const batch of batches()) {
    for (const values of batch) {
      sheet
        .addRow(
          values.map((v, i) =>
            kind(i) === "date" ? new Date(`${v}T00:00:00Z`) : kind(i) === "euro" ? Number(v) : v,
          ),
        )
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

async function ours() {
  const columns: XlsxColumn<Row>[] = Array.from({ length: 21 }, (_, i) => ({
    header: `Colonna ${i}`,
    type: kind(i),
    width: 12,
    value: (r) => r[i],
  }));
  const reader = xlsxStream([xlsxSheet({ name: "Prenotazioni", columns, rows: batches() })]).getReader();
  while (!(await reader.read()).done);
}

async function main() {
  if (process.argv[3] === "lib") {
    await measure("lib/xlsx", ours);
    return;
  }
  await measure("exceljs", exceljs);
  await measure("lib/xlsx", ours);
  await measure("exceljs", exceljs);
  await measure("lib/xlsx", ours);
}

void main();
