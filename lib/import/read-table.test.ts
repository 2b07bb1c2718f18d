import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { zipSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/api/errors";
import { decodeText, detectDelimiter, openTable, type OpenedTable, type TableRow } from "./read-table";

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
