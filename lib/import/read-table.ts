import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { DomainError } from "@/lib/api/errors";

/**
 * The shared reader of imported files (players, past festivals): one .xlsx sheet or one CSV file
 * as a header row plus rows, read as a stream. What it accepts and refuses is in docs/DECISIONS.md
 * ("Imports"); every refusal is a DomainError with an Italian message (messages/<locale>/api.json).
 *
 * - The format comes from the content, never only from the name: a ZIP holding xl/workbook.xml is
 *   an xlsx, text that decodes without control characters is a CSV; anything else is refused.
 * - CSV: UTF-8 (with or without BOM) or, when the bytes are not valid UTF-8, Windows-1252;
 *   delimiter `;` or `,` (whichever the header line holds more of, outside quotes); RFC 4180
 *   quoting (a quoted field may hold the delimiter, new lines and doubled quotes).
 * - xlsx: exceljs's streaming WorkbookReader, so memory stays flat whatever the number of rows.
 *   A workbook of several sheets (hidden ones included) needs the caller to name one; a cell with
 *   a formula, and merged cells, refuse the file (a formula's value is not what the user sees, a
 *   merged cell spreads one value over rows).
 */

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export type CellValue = string | number | Date | null;

export type TableRow = {
  /** The row's number as the user sees it: the spreadsheet row, or the CSV record (header = 1). */
  rowNumber: number;
  /** One value per column, aligned with `headers` (missing cells are null). */
  cells: CellValue[];
};

export type SheetInfo = { name: string; hidden: boolean };

export type TableFormat = "xlsx" | "csv";

export type OpenedTable = {
  status: "ready";
  format: TableFormat;
  /** CSV only: the encoding found. */
  encoding: "utf-8" | "windows-1252" | null;
  /** CSV only: the delimiter found. */
  delimiter: "," | ";" | null;
  sheets: SheetInfo[];
  /** The sheet read (xlsx), or null for a CSV. */
  sheet: string | null;
  headers: string[];
  /** Row number of the header row. */
  headerRowNumber: number;
  /**
   * The data rows after the header, entirely empty rows left out. May be iterated once. A formula
   * or a merged cell met on the way throws its DomainError from the iteration.
   */
  rows: AsyncIterable<TableRow>;
  /** Stops reading (when the rows are not wanted, e.g. only the headers were). */
  close: () => Promise<void>;
};

export type SheetChoice = { status: "chooseSheet"; format: "xlsx"; sheets: SheetInfo[] };

export type FileInput = Buffer | Uint8Array | Readable | AsyncIterable<Uint8Array>;

/** The whole input, refused as soon as it passes `maxBytes`. */
export async function readAllBytes(input: FileInput, maxBytes = IMPORT_MAX_BYTES): Promise<Buffer> {
  if (input instanceof Uint8Array) {
    if (input.byteLength > maxBytes) throw tooLarge(maxBytes);
    return Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of input as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      if (input instanceof Readable) input.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks, total);
}

function tooLarge(maxBytes: number) {
  return new DomainError("importFileTooLarge", {
    params: { max: `${Math.round(maxBytes / (1024 * 1024))} MB` },
  });
}

/**
 * Opens an imported file. `sheet`: the sheet to read when the workbook has several (the answer
 * `chooseSheet` lists them when none was named). `fileName` only words messages: the format is
 * read from the bytes.
 */
export async function openTable({
  file,
  fileName: _fileName,
  sheet,
  maxBytes = IMPORT_MAX_BYTES,
}: {
  file: FileInput;
  fileName: string;
  sheet?: string | null;
  maxBytes?: number;
}): Promise<OpenedTable | SheetChoice> {
  const data = await readAllBytes(file, maxBytes);
  if (data.byteLength === 0) throw new DomainError("importFileEmpty");
  const format = detectFormat(data);
  if (format === "xlsx") return openXlsx(data, sheet ?? null);
  return openCsv(data);
}

/** Lists the sheets of a workbook (hidden ones flagged), or the one pseudo-sheet of a CSV. */
export function listSheets(data: Uint8Array): SheetInfo[] {
  return detectFormat(data) === "xlsx"
    ? readWorkbookSheets(data).map(({ name, hidden }) => ({ name, hidden }))
    : [];
}

// ---------------------------------------------------------------------------------------------
// Format detection

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(data: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, i) => data[i] === byte);
}

export function detectFormat(data: Uint8Array): TableFormat {
  if (startsWith(data, ZIP_MAGIC)) {
    // A ZIP: an xlsx only when it holds a workbook (a .docx, .ods or any archive is refused).
    let names: string[];
    try {
      names = Object.keys(unzipSync(data, { filter: (f) => f.name === "xl/workbook.xml" }));
    } catch {
      throw new DomainError("importFileUnreadable");
    }
    if (!names.includes("xl/workbook.xml")) throw new DomainError("importFileType");
    return "xlsx";
  }
  // Excel 97-2003 (.xls) and other OLE documents get their own hint: save as .xlsx.
  if (startsWith(data, OLE_MAGIC)) throw new DomainError("importFileOldExcel");
  if (!looksLikeText(data)) throw new DomainError("importFileType");
  return "csv";
}

/** Text: no NUL and almost no other control character in the first 64 KB. */
function looksLikeText(data: Uint8Array): boolean {
  const end = Math.min(data.byteLength, 64 * 1024);
  let controls = 0;
  for (let i = 0; i < end; i++) {
    const byte = data[i]!;
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls++;
    if (byte === 0x7f) controls++;
  }
  return controls <= end / 1000;
}

// ---------------------------------------------------------------------------------------------
// CSV

const UTF8_BOM = [0xef, 0xbb, 0xbf];

export function decodeText(data: Uint8Array): { text: string; encoding: "utf-8" | "windows-1252" } {
  const bom = startsWith(data, UTF8_BOM);
  const body = bom ? data.subarray(3) : data;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: decodeWindows1252(body), encoding: "windows-1252" };
  }
}

/** 0x80..0x9F of Windows-1252 (Node's TextDecoder decodes that label as Latin-1). */
const CP1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    const codes = new Array<number>(end - start);
    for (let i = start; i < end; i++) {
      const byte = bytes[i]!;
      codes[i - start] = byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charCodeAt(byte - 0x80) : byte;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

/** `;` or `,`: the one the first line holds more of outside quotes (`,` when neither or a tie). */
export function detectDelimiter(text: string): "," | ";" {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ";") semicolons++;
    else if (!quoted && ch === ",") commas++;
  }
  return semicolons > commas ? ";" : ",";
}

/** The records of a CSV text, each with the line number it starts on. */
export function* parseCsv(text: string, delimiter: string): Generator<{ line: number; fields: string[] }> {
  const length = text.length;
  let i = 0;
  let line = 1;
  while (i < length) {
    const startLine = line;
    const fields: string[] = [];
    for (;;) {
      let value = "";
      if (text[i] === '"') {
        i++;
        let closed = false;
        let chunkStart = i;
        while (i < length) {
          const ch = text[i];
          if (ch === '"') {
            value += text.slice(chunkStart, i);
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              chunkStart = i;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (ch === "\n") line++;
          i++;
        }
        if (!closed) throw new DomainError("importCsvQuote", { params: { row: startLine } });
        // Text after the closing quote up to the delimiter is kept (lenient, as spreadsheets do).
        const restStart = i;
        while (i < length && text[i] !== delimiter && text[i] !== "\n" && text[i] !== "\r") i++;
        value += text.slice(restStart, i);
      } else {
        const start = i;
        while (i < length && text[i] !== delimiter && text[i] !== "\n" && text[i] !== "\r") i++;
        value = text.slice(start, i);
      }
      fields.push(value);
      if (i < length && text[i] === delimiter) {
        i++;
        continue;
      }
      // End of record: \r\n, \n, \r or end of text.
      if (text[i] === "\r") i++;
      if (text[i] === "\n") i++;
      line++;
      break;
    }
    yield { line: startLine, fields };
  }
}

function isBlank(value: CellValue): boolean {
  return value === null || (typeof value === "string" && value.trim() === "");
}

function openCsv(data: Uint8Array): OpenedTable {
  const { text, encoding } = decodeText(data);
  if (text.trim() === "") throw new DomainError("importFileEmpty");
  const delimiter = detectDelimiter(text);
  const records = parseCsv(text, delimiter);
  let header: { line: number; fields: string[] } | null = null;
  // next() by hand: a for-of left with break would close the generator.
  for (let next = records.next(); !next.done; next = records.next()) {
    if (next.value.fields.every((f) => f.trim() === "")) continue;
    header = next.value;
    break;
  }
  if (!header) throw new DomainError("importFileEmpty");
  const headers = header.fields.map((f) => f.trim());
  const width = headers.length;
  async function* rows(): AsyncGenerator<TableRow> {
    let any = false;
    for (let next = records.next(); !next.done; next = records.next()) {
      const record = next.value;
      if (record.fields.every((f) => f.trim() === "")) continue;
      any = true;
      const cells: CellValue[] = new Array(Math.max(width, record.fields.length));
      for (let c = 0; c < cells.length; c++) cells[c] = record.fields[c] ?? null;
      yield { rowNumber: record.line, cells };
    }
    if (!any) throw new DomainError("importFileNoRows");
  }
  return {
    status: "ready",
    format: "csv",
    encoding,
    delimiter,
    sheets: [],
    sheet: null,
    headers,
    headerRowNumber: header.line,
    rows: rows(),
    close: async () => {},
  };
}

// ---------------------------------------------------------------------------------------------
// xlsx

type WorkbookSheet = SheetInfo & { path: string };

function xmlAttr(tag: string, name: string): string | null {
  const match = tag.match(new RegExp(`(?:^|\\s)${name}="([^"]*)"`));
  return match ? decodeXml(match[1]!) : null;
}

function decodeXml(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#x[0-9a-fA-F]+|#\d+);/g, (_, entity: string) => {
    switch (entity) {
      case "lt":
        return "<";
      case "gt":
        return ">";
      case "amp":
        return "&";
      case "quot":
        return '"';
      case "apos":
        return "'";
      default:
        return String.fromCodePoint(
          entity.startsWith("#x") ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10),
        );
    }
  });
}

/** The sheets of xl/workbook.xml in order, with their part names from its relations. */
function readWorkbookSheets(data: Uint8Array): WorkbookSheet[] {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(data, {
      filter: (f) => f.name === "xl/workbook.xml" || f.name === "xl/_rels/workbook.xml.rels",
    });
  } catch {
    throw new DomainError("importFileUnreadable");
  }
  const workbook = parts["xl/workbook.xml"];
  if (!workbook) throw new DomainError("importFileType");
  const rels = parts["xl/_rels/workbook.xml.rels"] ? strFromU8(parts["xl/_rels/workbook.xml.rels"]) : "";
  const targets = new Map<string, string>();
  for (const [tag] of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = xmlAttr(tag, "Id");
    const target = xmlAttr(tag, "Target");
    if (id && target) targets.set(id, target.replace(/^\/?xl\//, "").replace(/^\//, ""));
  }
  const sheets: WorkbookSheet[] = [];
  for (const [tag] of strFromU8(workbook).matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = xmlAttr(tag, "name") ?? "";
    const state = xmlAttr(tag, "state");
    const rid = xmlAttr(tag, "r:id") ?? xmlAttr(tag, "[\\w]+:id");
    sheets.push({
      name,
      hidden: state === "hidden" || state === "veryHidden",
      path: rid ? `xl/${targets.get(rid) ?? ""}` : "",
    });
  }
  return sheets;
}

/** "B3" -> "B3"; used in messages only. */
function describeSheets(sheets: SheetInfo[]): string {
  return sheets.map((s) => (s.hidden ? `${s.name} (nascosto)` : s.name)).join(", ");
}

async function openXlsx(data: Buffer, sheetName: string | null): Promise<OpenedTable | SheetChoice> {
  const sheets = readWorkbookSheets(data);
  const infos = sheets.map(({ name, hidden }) => ({ name, hidden }));
  if (sheets.length === 0) throw new DomainError("importFileEmpty");
  let chosen: WorkbookSheet;
  if (sheetName !== null) {
    const found = sheets.find((s) => s.name === sheetName);
    if (!found)
      throw new DomainError("importSheetNotFound", {
        params: { sheet: sheetName, sheets: describeSheets(infos) },
      });
    chosen = found;
  } else if (sheets.length > 1) {
    return { status: "chooseSheet", format: "xlsx", sheets: infos };
  } else {
    chosen = sheets[0]!;
  }
  const sheetNo = chosen.path.match(/sheet(\d+)\.xml$/)?.[1] ?? null;
  const iterator = xlsxRowsRetried(data, chosen, sheetNo)[Symbol.asyncIterator]();
  // The header: the first row with a value.
  let first: IteratorResult<TableRow>;
  for (;;) {
    first = await iterator.next();
    if (first.done) throw new DomainError("importFileEmpty");
    if (!first.value.cells.every(isBlank)) break;
  }
  const headerRow = first.value;
  const headers = headerRow.cells.map((cell) => cellToText(cell).trim());
  while (headers.length && headers[headers.length - 1] === "") headers.pop();
  const width = headers.length;
  async function* rows(): AsyncGenerator<TableRow> {
    let any = false;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        const row = next.value;
        if (row.cells.every(isBlank)) continue;
        any = true;
        if (row.cells.length < width) {
          const cells = row.cells.slice();
          while (cells.length < width) cells.push(null);
          yield { rowNumber: row.rowNumber, cells };
        } else yield row;
      }
    } finally {
      await iterator.return?.(undefined);
    }
    if (!any) throw new DomainError("importFileNoRows");
  }
  return {
    status: "ready",
    format: "xlsx",
    encoding: null,
    delimiter: null,
    sheets: infos,
    sheet: chosen.name,
    headers,
    headerRowNumber: headerRow.rowNumber,
    rows: rows(),
    close: async () => {
      await iterator.return?.(undefined);
    },
  };
}

function cellToText(value: CellValue): string {
  if (value === null) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

type ExcelCell = ExcelJS.CellValue;

/** A cell's value as the import reads it; formulas refuse the file. */
function readCell(value: ExcelCell, sheet: string, ref: string): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return value;
  if (typeof value === "object") {
    if ("formula" in value || "sharedFormula" in value) {
      throw new DomainError("importFileFormulas", { params: { sheet, cell: ref } });
    }
    if ("richText" in value && Array.isArray(value.richText))
      return value.richText.map((part) => part.text).join("");
    if ("error" in value) return String(value.error);
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("hyperlink" in value && typeof value.hyperlink === "string") return value.hyperlink;
  }
  return String(value);
}

/** Passes a worksheet's XML through while looking for `<mergeCell` (exceljs's reader skips them). */
async function* watchMerges(
  source: AsyncIterable<Uint8Array>,
  onMerge: (ref: string) => void,
): AsyncGenerator<Uint8Array> {
  const marker = Buffer.from("<mergeCell ");
  let tail = Buffer.alloc(0);
  for await (const chunk of source) {
    const buffer = Buffer.from(chunk);
    const window = tail.length ? Buffer.concat([tail, buffer]) : buffer;
    const at = window.indexOf(marker);
    if (at >= 0) {
      const end = window.indexOf(">", at);
      const tag = window
        .subarray(at, end > at ? end + 1 : Math.min(window.length, at + 200))
        .toString("utf8");
      onMerge(xmlAttr(tag, "ref") ?? "?");
    }
    tail = window.subarray(Math.max(0, window.length - 300));
    yield chunk;
  }
}

/**
 * exceljs's streaming reader now and then misses the small xl/workbook.xml entry of the ZIP stream
 * (a race in its entry iteration: "Cannot read properties of undefined (reading 'sheets')", about
 * one read in a few hundred, more on a loaded machine) and fails before the first row. The bytes
 * are in memory, so such a failure is read again (up to 3 times); a failure after rows were given
 * out, or a refusal (formulas, merged cells), is not.
 */
async function* xlsxRowsRetried(
  data: Buffer,
  chosen: WorkbookSheet,
  sheetNo: string | null,
): AsyncGenerator<TableRow> {
  for (let attempt = 1; ; attempt++) {
    let given = false;
    try {
      for await (const row of xlsxRows(data, chosen, sheetNo)) {
        given = true;
        yield row;
      }
      return;
    } catch (error) {
      const unreadable = error instanceof DomainError && error.key === "importFileUnreadable";
      if (!unreadable || given || attempt === 3) throw error;
    }
  }
}

async function* xlsxRows(
  data: Buffer,
  chosen: WorkbookSheet,
  sheetNo: string | null,
): AsyncGenerator<TableRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  let merged: string | null = null;
  let found = false;
  try {
    for await (const worksheet of reader) {
      const ws = worksheet as unknown as {
        name?: string;
        id?: string | number;
        iterator: AsyncIterable<Uint8Array>;
        [Symbol.asyncIterator](): AsyncIterator<ExcelJS.Row>;
      };
      const isChosen =
        ws.name !== undefined ? ws.name === chosen.name : sheetNo !== null && String(ws.id) === sheetNo;
      if (!isChosen) {
        // Another sheet: read through (the ZIP is one stream), nothing kept.
        for await (const _row of ws) void _row;
        continue;
      }
      found = true;
      ws.iterator = watchMerges(ws.iterator, (ref) => {
        merged ??= ref;
      });
      for await (const row of ws) {
        const values = row.values as ExcelCell[];
        const cells: CellValue[] = [];
        // row.values is 1-based (index 0 unused).
        for (let c = 1; c < values.length; c++) {
          const value = values[c];
          cells.push(
            value === undefined || value === null
              ? null
              : readCell(value, chosen.name, `${columnName(c)}${row.number}`),
          );
        }
        yield { rowNumber: row.number, cells };
      }
      // <mergeCells> follows <sheetData>: known once the rows are read.
      if (merged)
        throw new DomainError("importFileMergedCells", { params: { sheet: chosen.name, range: merged } });
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("importFileUnreadable");
  }
  if (!found) throw new DomainError("importFileEmpty");
}

function columnName(index: number): string {
  let name = "";
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
