import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { Zip, ZipDeflate, zipSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/api/errors";
import {
  decodeText,
  detectDelimiter,
  IMPORT_LIMITS,
  openTable,
  type OpenedTable,
  type TableRow,
} from "./read-table";

async function xlsxBytes(build: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function ready(file: Buffer, sheet?: string): Promise<OpenedTable> {
  const opened = await openTable({ file, fileName: "x", sheet });
  if (opened.status !== "ready") throw new Error("expected a ready table");
  return opened;
}

async function allRows(table: OpenedTable): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for await (const row of table.rows) rows.push(row);
  return rows;
}

async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const win1252 = (text: string) =>
  Buffer.from(
    [...text].map((ch) => {
      const map: Record<string, number> = { "€": 0x80, "’": 0x92, Š: 0x8a };
      return map[ch] ?? ch.charCodeAt(0);
    }),
  );

describe("CSV", () => {
  it("reads UTF-8 with BOM, `;`, quoted fields with delimiters, new lines and doubled quotes", async () => {
    const text = '\uFEFFNome;Cognome;Note\r\nMario;"Rossi; jr";"riga 1\nriga 2"\r\n\r\nAnna;"D""Amico";\r\n';
    const table = await ready(Buffer.from(text, "utf8"));
    expect(table).toMatchObject({
      format: "csv",
      encoding: "utf-8",
      delimiter: ";",
      headers: ["Nome", "Cognome", "Note"],
    });
    const rows = await allRows(table);
    expect(rows).toEqual([
      { rowNumber: 2, cells: ["Mario", "Rossi; jr", "riga 1\nriga 2"] },
      { rowNumber: 5, cells: ["Anna", 'D"Amico', ""] },
    ]);
  });

  it("reads Windows-1252 when the bytes are not UTF-8, and `,`", async () => {
    const table = await ready(win1252("Nome,Città,Note\nNiccolò,Forlì,100 € l’Š\n"));
    expect(table).toMatchObject({
      encoding: "windows-1252",
      delimiter: ",",
      headers: ["Nome", "Città", "Note"],
    });
    expect((await allRows(table))[0]!.cells).toEqual(["Niccolò", "Forlì", "100 € l’Š"]);
  });

  it("takes UTF-8 without BOM as UTF-8", () => {
    expect(decodeText(Buffer.from("Città", "utf8"))).toEqual({ text: "Città", encoding: "utf-8" });
  });

  it("detects the delimiter outside quotes", () => {
    expect(detectDelimiter('"a;b";"c;d";x,y\n')).toBe(";");
    expect(detectDelimiter('"a,b,c";x;y\n')).toBe(";");
    expect(detectDelimiter("a,b;c,d\n")).toBe(",");
  });

  it("reads from a stream too", async () => {
    const table = await openTable({ file: Readable.from([Buffer.from("A,B\n1,2\n")]), fileName: "a.csv" });
    expect(table.status).toBe("ready");
  });

  it("refuses empty files, header-only files, unclosed quotes", async () => {
    expect((await refusal(() => openTable({ file: Buffer.alloc(0), fileName: "a.csv" }))).key).toBe(
      "importFileEmpty",
    );
    expect((await refusal(() => openTable({ file: Buffer.from(" \r\n\n"), fileName: "a.csv" }))).key).toBe(
      "importFileEmpty",
    );
    const headerOnly = await ready(Buffer.from("Nome;Cognome\n;\n"));
    expect((await refusal(() => allRows(headerOnly))).key).toBe("importFileNoRows");
    const quote = await ready(Buffer.from('Nome;Cognome\nMario;"Rossi\n'));
    const error = await refusal(() => allRows(quote));
    expect(error.key).toBe("importCsvQuote");
    expect(error.params).toEqual({ row: 2 });
  });

  it("refuses binary files, old .xls files and ZIPs that are no workbook, whatever their name", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await refusal(() => openTable({ file: png, fileName: "players.csv" }))).key).toBe(
      "importFileType",
    );
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await refusal(() => openTable({ file: xls, fileName: "players.xls" }))).key).toBe(
      "importFileOldExcel",
    );
    const docx = Buffer.from(zipSync({ "word/document.xml": strToU8("<w/>") }));
    expect((await refusal(() => openTable({ file: docx, fileName: "players.xlsx" }))).key).toBe(
      "importFileType",
    );
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(50, 7)]);
    expect((await refusal(() => openTable({ file: broken, fileName: "p.xlsx" }))).key).toBe(
      "importFileUnreadable",
    );
  });

  it("refuses a file over the limit without reading it all", async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield Buffer.alloc(1024 * 1024, 65);
      }
    }
    const error = await refusal(() => openTable({ file: endless(), fileName: "a.csv" }));
    expect(error.key).toBe("importFileTooLarge");
    expect(error.params).toEqual({ max: "20 MB" });
    expect(pulled).toBe(21);
  });
});

describe("xlsx", () => {
  it("reads a sheet: header, strings, numbers, dates, row numbers, blank rows skipped; named .csv still xlsx", async () => {
    const file = await xlsxBytes((wb) => {
      const ws = wb.addWorksheet("Giocatori");
      ws.addRow(["Nome", "Cognome", "Data di nascita", "Valutazione"]);
      ws.addRow(["Mario", "Rossi", new Date(Date.UTC(1980, 4, 10)), 4]);
      ws.addRow([]);
      ws.addRow(["Anna", { richText: [{ text: "Bi" }, { text: "anchi" }] }, 29221, null]);
      ws.getCell("C2").numFmt = "dd/mm/yyyy";
    });
    const table = await ready(file);
    expect(table).toMatchObject({
      format: "xlsx",
      sheet: "Giocatori",
      headers: ["Nome", "Cognome", "Data di nascita", "Valutazione"],
    });
    const rows = await allRows(table);
    expect(rows.map((r) => r.rowNumber)).toEqual([2, 4]);
    expect(rows[0]!.cells).toEqual(["Mario", "Rossi", new Date(Date.UTC(1980, 4, 10)), 4]);
    expect(rows[1]!.cells).toEqual(["Anna", "Bianchi", 29221, null]);
  });

  it("asks which sheet when there are several, hidden ones flagged, and reads the one named", async () => {
    const file = await xlsxBytes((wb) => {
      wb.addWorksheet("Note").addRow(["x"]);
      const hidden = wb.addWorksheet("Vecchi");
      hidden.state = "hidden";
      hidden.addRow(["Nome"]);
      hidden.addRow(["Vecchio"]);
      const data = wb.addWorksheet("Giocatori");
      data.addRow(["Nome"]);
      data.addRow(["Mario"]);
    });
    const choice = await openTable({ file, fileName: "p.xlsx" });
    expect(choice).toEqual({
      status: "chooseSheet",
      format: "xlsx",
      sheets: [
        { name: "Note", hidden: false },
        { name: "Vecchi", hidden: true },
        { name: "Giocatori", hidden: false },
      ],
    });
    const table = await ready(file, "Giocatori");
    expect((await allRows(table)).map((r) => r.cells)).toEqual([["Mario"]]);
    const hidden = await ready(file, "Vecchi");
    expect((await allRows(hidden)).map((r) => r.cells)).toEqual([["Vecchio"]]);
    expect((await refusal(() => openTable({ file, fileName: "p.xlsx", sheet: "Altro" }))).key).toBe(
      "importSheetNotFound",
    );
  });

  it("refuses formulas with the cell, merged cells with the range", async () => {
    const withFormula = await xlsxBytes((wb) => {
      const ws = wb.addWorksheet("Foglio1");
      ws.addRow(["Nome", "Totale"]);
      ws.addRow(["Mario", 1]);
      ws.addRow(["Anna", { formula: "B2+1", result: 2 }]);
    });
    const error = await refusal(async () => allRows(await ready(withFormula)));
    expect(error.key).toBe("importFileFormulas");
    expect(error.params).toEqual({ sheet: "Foglio1", cell: "B3" });

    const withMerge = await xlsxBytes((wb) => {
      const ws = wb.addWorksheet("Foglio1");
      ws.addRow(["Nome", "Città"]);
      ws.addRow(["Mario", "Roma"]);
      ws.addRow(["Anna", null]);
      ws.mergeCells("B2:B3");
    });
    const merged = await refusal(async () => allRows(await ready(withMerge)));
    expect(merged.key).toBe("importFileMergedCells");
    expect(merged.params).toEqual({ sheet: "Foglio1", range: "B2:B3" });
  });

  it("refuses an empty sheet and a sheet with headers only", async () => {
    const empty = await xlsxBytes((wb) => void wb.addWorksheet("Vuoto"));
    expect((await refusal(() => openTable({ file: empty, fileName: "p.xlsx" }))).key).toBe("importFileEmpty");
    const headers = await xlsxBytes((wb) => void wb.addWorksheet("S").addRow(["Nome", "Cognome"]));
    expect((await refusal(async () => allRows(await ready(headers)))).key).toBe("importFileNoRows");
  });
});

describe("limits", () => {
  const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

  /** A one-sheet workbook around `sheetData`'s rows (inline strings), written as a stream. */
  function workbook(rows: () => Iterable<string>, parts: Record<string, string> = {}): Buffer {
    const out: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      out.push(chunk);
    });
    const add = (name: string, texts: Iterable<string>) => {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      for (const text of texts) file.push(strToU8(text));
      file.push(new Uint8Array(0), true);
    };
    add("xl/workbook.xml", [
      parts.workbook ??
        `<workbook ${NS} ${R_NS}><sheets><sheet name="Foglio1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ]);
    add("xl/_rels/workbook.xml.rels", [
      parts.rels ??
        '<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ]);
    add("xl/worksheets/sheet1.xml", [`<worksheet ${NS}><sheetData>`, ...rows(), "</sheetData></worksheet>"]);
    zip.end();
    return Buffer.concat(out);
  }

  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const columnName = (index: number) =>
    index <= 26
      ? String.fromCharCode(64 + index)
      : String.fromCharCode(64 + Math.floor((index - 1) / 26)) + String.fromCharCode(65 + ((index - 1) % 26));
  const row = (r: number, values: string[]) =>
    `<row r="${r}">${values.map((v, i) => cell(`${columnName(i + 1)}${r}`, v)).join("")}</row>`;
  const names = (count: number) => Array.from({ length: count }, (_, i) => `Colonna ${i + 1}`);

  it("are 200 columns, 200,000 rows, 100 MB unpacked and 100:1 per part, 60 seconds", () => {
    expect(IMPORT_LIMITS).toEqual({
      maxColumns: 200,
      maxRows: 200_000,
      maxUnpackedBytes: 100 * 1024 * 1024,
      maxRatio: 100,
    });
  });

  it("refuses more than 200 columns (header or data), blank columns past the last value not counted", async () => {
    const csv = (lines: string[]) => Buffer.from(lines.join("\n") + "\n");
    expect((await ready(csv([names(200).join(";"), "1"]))).headers).toHaveLength(200);
    const wide = await refusal(() =>
      openTable({ file: csv([names(201).join(";"), "1"]), fileName: "a.csv" }),
    );
    expect([wide.key, wide.params, wide.status]).toEqual(["importFileTooManyColumns", { max: 200 }, 413]);
    const trailing = await ready(csv([`Nome;Cognome${";".repeat(400)}`, `Mario;Rossi${";".repeat(400)}`]));
    expect(trailing.headers).toEqual(["Nome", "Cognome"]);
    expect((await allRows(trailing))[0]!.cells).toEqual(["Mario", "Rossi"]);
    const farValue = await ready(csv(["Nome;Cognome", `Mario;Rossi${";".repeat(250)}x`]));
    expect((await refusal(() => allRows(farValue))).key).toBe("importFileTooManyColumns");

    const sheet = workbook(() => [row(1, names(201)), row(2, ["x"])]);
    expect((await refusal(() => openTable({ file: sheet, fileName: "a.xlsx" }))).key).toBe(
      "importFileTooManyColumns",
    );
    const farCell = await ready(workbook(() => [row(1, ["Nome"]), `<row r="2">${cell("GT2", "x")}</row>`]));
    expect((await refusal(() => allRows(farCell))).key).toBe("importFileTooManyColumns");
  });

  // Two files of 200,000 rows through csv-parse: a few seconds each on a busy 2-core machine.
  it("refuses more than 200,000 data rows, empty rows not counted", { timeout: 30_000 }, async () => {
    const lines = ["Nome", ...Array.from({ length: 200_000 }, (_, i) => `n${i}`)];
    const full = await ready(Buffer.from(`${lines.join("\n")}\n\n\n`));
    expect((await allRows(full)).length).toBe(200_000);
    const over = await ready(Buffer.from(`${lines.join("\n")}\nuno in più\n`));
    const error = await refusal(() => allRows(over));
    expect([error.key, error.params, error.status]).toEqual(["importFileTooManyRows", { max: 200_000 }, 413]);
  });

  it(
    "stops unpacking a part past its limit, or past 100 times its packed size",
    { timeout: 30_000 },
    async () => {
      // ~2.5 MB of rows that do not compress much (about 5:1).
      const rows = function* () {
        yield row(1, ["Nome", "Numero"]);
        for (let r = 2; r < 20_000; r++)
          yield row(r, [`n${(r * 7919) % 100_003}`, String((r * 2_654_435_761) % 1_000_003)]);
      };
      const file = workbook(rows);
      const limits = { ...IMPORT_LIMITS, maxUnpackedBytes: 1024 * 1024 };
      const big = await refusal(() => openTable({ file, fileName: "a.xlsx", limits }));
      expect([big.key, big.params, big.status]).toEqual(["importFileUnpackedTooLarge", { max: "1 MB" }, 413]);
      expect((await ready(file)).headers).toEqual(["Nome", "Numero"]);

      // The same row again and again: far more than 100:1.
      const bomb = workbook(function* () {
        yield row(1, ["Nome"]);
        const same = `<row><c t="inlineStr"><is><t>${"x".repeat(1000)}</t></is></c></row>`.repeat(1000);
        for (let i = 0; i < 40; i++) yield same;
      });
      const ratio = await refusal(() => openTable({ file: bomb, fileName: "a.xlsx" }));
      expect([ratio.key, ratio.params, ratio.status]).toEqual([
        "importFileCompressionRatio",
        { ratio: 100 },
        413,
      ]);
    },
  );

  it("reads the workbook's parts in one pass: 12,000 unclosed tags are a damaged file at once", async () => {
    const file = workbook(() => [row(1, ["Nome"]), row(2, ["Mario"])], {
      workbook: `<workbook ${NS} ${R_NS}><sheets>${"<sheet ".repeat(12_000)}`,
      rels: `<Relationships>${"<Relationship ".repeat(12_000)}`,
    });
    const started = performance.now();
    expect((await refusal(() => openTable({ file, fileName: "a.xlsx" }))).key).toBe("importFileUnreadable");
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("reads parts written with data descriptors, a sheet name holding > and entities", async () => {
    const file = workbook(() => [row(1, ["Nome"]), row(2, ["Mario &amp; Anna"])], {
      workbook: `<workbook ${NS} ${R_NS}><sheets><sheet name="A&gt;B 'x'" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    });
    const table = await ready(file);
    expect(table.sheet).toBe("A>B 'x'");
    expect((await allRows(table))[0]!.cells).toEqual(["Mario & Anna"]);
  });

  it("stops a reading past its time limit", async () => {
    const file = Buffer.from(`Nome\n${"Mario\n".repeat(500_000)}`);
    const error = await refusal(() => openTable({ file, fileName: "a.csv", seconds: 0.001 }));
    expect([error.key, error.params, error.status]).toEqual(["importReadTimeout", { seconds: 0.001 }, 422]);
  });
});
