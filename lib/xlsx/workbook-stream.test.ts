import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { EURO_FORMAT } from "./parts";
import { pullBatches, PullCancelled } from "./pull-batches";
import { xlsxSheet, type XlsxSheetSpec } from "./sheet";
import { xlsxStream } from "./workbook-stream";

type Booking = { id: number; guest: string | null; day: string; amount: string; free: number };

const bookingColumns: XlsxSheetSpec<Booking>["columns"] = [
  { header: "Id", type: "number", width: 8, value: (b) => b.id },
  { header: "Ospite", type: "text", width: 30, wrap: true, value: (b) => b.guest },
  { header: "Check in", type: "date", width: 12, value: (b) => b.day },
  { header: "Totale", type: "euro", width: 13, value: (b) => b.amount },
  { header: "Liberi", type: "number", alertWhenNegative: true, value: (b) => b.free },
];

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

async function exceljsRead(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

function hasCommand(command: string): boolean {
  try {
    execFileSync("which", [command], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("xlsxStream", () => {
  it("writes typed cells that exceljs reads back: text, numbers, exact euros, dates, alerts", async () => {
    const tricky = `  <Rossi> & "Bianchi"\u0001 _x0041_ 😀\nsecond line `;
    const rows: Booking[] = [
      { id: 1, guest: tricky, day: "2031-05-10", amount: "310.00", free: 2 },
      { id: 2, guest: null, day: "2024-02-29", amount: "-0.10", free: -1 },
      { id: 3, guest: "", day: "2031-12-31", amount: "123456789.99", free: 0 },
    ];
    const bytes = await bytesOf(
      xlsxStream([
        xlsxSheet({ name: "Prenotazioni", columns: bookingColumns, rows: [rows.slice(0, 2), rows.slice(2)] }),
        xlsxSheet<{ n: number }>({
          name: "Altro: [foglio]",
          columns: [{ header: "N", type: "number", value: (r) => r.n }],
          rows: [],
          autoFilter: true,
        }),
      ]),
    );
    const workbook = await exceljsRead(bytes);
    const sheet = workbook.getWorksheet("Prenotazioni")!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, "Id", "Ospite", "Check in", "Totale", "Liberi"]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.getColumn(2).alignment ?? sheet.getCell("B2").alignment).toMatchObject({ wrapText: true });

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    // exceljs does not decode Excel's _xHHHH_ escapes in inline strings (Excel does).
    expect(first.getCell(2).value).toBe(`  <Rossi> & "Bianchi" _x005F_x0041_ 😀\nsecond line `);
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(2031, 4, 10)));
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(3).numFmt).toBe("dd/mm/yyyy");
    expect(first.getCell(4).value).toBe(310);
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(4).numFmt).toBe(EURO_FORMAT);
    expect(first.getCell(5).font?.color).toBeUndefined();

    const second = sheet.getRow(2 + 1);
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(3).value).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(second.getCell(4).value).toBe(-0.1);
    expect(second.getCell(5).value).toBe(-1);
    expect(second.getCell(5).font).toMatchObject({ bold: true, color: { argb: "FFC62828" } });
    expect(sheet.getRow(4).getCell(2).value).toBeNull();
    expect(sheet.getRow(4).getCell(4).value).toBe(123456789.99);

    // Excel's sheet name rules: no brackets or colons.
    const other = workbook.worksheets[1]!;
    expect(other.name).toBe("Altro   foglio");
    expect(other.rowCount).toBe(1);
    const xml = strFromU8(unzipSync(new Uint8Array(bytes))["xl/worksheets/sheet2.xml"]!);
    expect(xml.endsWith('</sheetData><autoFilter ref="A1:A1"/></worksheet>')).toBe(true);
  });

  it("writes text that starts like a formula with an apostrophe, numbers and negative amounts as they are", async () => {
    const hostile = ['=HYPERLINK("http://x")', "+1+1", "-2-2", "@SUM(A1)", "\t=1", "\r=1", "Rossi", " =1"];
    const rows: Booking[] = hostile.map((guest, i) => ({
      id: -(i + 1),
      guest,
      day: "2031-05-10",
      amount: "-12.50",
      free: -3,
    }));
    const bytes = await bytesOf(
      xlsxStream([
        xlsxSheet({
          name: "Prenotazioni",
          columns: [{ header: "=Intestazione", type: "text", value: () => "x" }, ...bookingColumns],
          rows: [rows],
        }),
      ]),
    );
    const sheet = (await exceljsRead(bytes)).getWorksheet("Prenotazioni")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("'=Intestazione");
    const guests = hostile.map((_, i) => sheet.getRow(i + 2).getCell(3));
    expect(guests.map((cell) => cell.value)).toEqual([
      '\'=HYPERLINK("http://x")',
      "'+1+1",
      "'-2-2",
      "'@SUM(A1)",
      "'\t=1",
      // XML readers turn a raw carriage return into a line feed (end-of-line handling).
      "'\n=1",
      "Rossi",
      " =1",
    ]);
    // Plain strings, never formulas.
    for (const cell of guests) expect(cell.type).toBe(ExcelJS.ValueType.String);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe(-1);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(4).value).toEqual(new Date(Date.UTC(2031, 4, 10)));
    expect(row.getCell(5).value).toBe(-12.5);
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(6).value).toBe(-3);
  });

  it("streams many rows in order, pulling batches only as the reader asks", async () => {
    const total = 100_000;
    const batchSize = 1000;
    let produced = 0;
    const rows = pullBatches<Booking[]>(async (emit) => {
      for (let start = 0; start < total; start += batchSize) {
        produced += batchSize;
        await emit(
          Array.from({ length: batchSize }, (_, k) => ({
            id: start + k + 1,
            guest: `Ospite ${start + k + 1}`,
            day: "2031-05-10",
            amount: `${start + k}.50`,
            free: 1,
          })),
        );
      }
    });
    const reader = xlsxStream([xlsxSheet({ name: "Tante", columns: bookingColumns, rows })]).getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    chunks.push(first.value!);
    // Only what the first read needed was produced, plus the stream's one-step read-ahead and
    // the producer's one batch ahead: a few batches, not the whole sheet.
    expect(produced).toBeLessThanOrEqual(4 * batchSize);
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      chunks.push(next.value);
    }
    expect(produced).toBe(total);
    const bytes = Buffer.concat(chunks);
    const xml = strFromU8(unzipSync(new Uint8Array(bytes))["xl/worksheets/sheet1.xml"]!);
    // Plain assertions on the big XML: a failure message must not print it.
    expect(xml.match(/<row /g)?.length).toBe(total + 1);
    expect(xml.includes(`<row r="${total + 1}"><c r="A${total + 1}"><v>${total}</v></c>`)).toBe(true);
    expect(xml.includes(`<v>${total - 1}.50</v>`)).toBe(true);
    expect(xml.endsWith("</row></sheetData></worksheet>")).toBe(true);
  }, 30_000);

  it.skipIf(!hasCommand("unzip"))("passes unzip's integrity test", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "xlsx-"));
    try {
      const file = path.join(dir, "test.xlsx");
      writeFileSync(
        file,
        await bytesOf(
          xlsxStream([
            xlsxSheet({
              name: "Prova",
              columns: bookingColumns,
              rows: [[{ id: 1, guest: "Rossi", day: "2031-05-10", amount: "1.00", free: 0 }]],
            }),
          ]),
        ),
      );
      expect(execFileSync("unzip", ["-t", file]).toString()).toContain("No errors detected");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails the first read when the first batch fails, before any byte", async () => {
    const rows = pullBatches<Booking[]>(async () => {
      throw new Error("database gone");
    });
    const reader = xlsxStream([xlsxSheet({ name: "X", columns: bookingColumns, rows })]).getReader();
    await expect(reader.read()).rejects.toThrow("database gone");
  });

  it("refuses a cell of the wrong kind instead of writing a broken file", async () => {
    const stream = xlsxStream([
      xlsxSheet({
        name: "X",
        columns: bookingColumns,
        rows: [[{ id: 1, guest: "a", day: "2031-05-10", amount: "1,50", free: 0 }]],
      }),
    ]);
    await expect(bytesOf(stream)).rejects.toThrow("not a decimal");
  });

  it("stops the producer when the reader cancels: its scope ends with PullCancelled", async () => {
    let emitted = 0;
    let ending: unknown = null;
    const rows = pullBatches<Booking[]>(async (emit) => {
      try {
        for (;;) {
          emitted++;
          await emit([{ id: emitted, guest: "x".repeat(5000), day: "2031-05-10", amount: "1.00", free: 0 }]);
        }
      } catch (error) {
        ending = error;
        throw error;
      }
    });
    const reader = xlsxStream([xlsxSheet({ name: "X", columns: bookingColumns, rows })]).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(ending).toBeInstanceOf(PullCancelled);
    expect(emitted).toBeLessThan(6);
  });
});
