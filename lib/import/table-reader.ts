import type { MessagePort } from "node:worker_threads";

/**
 * The reading of an imported file (.xlsx or CSV) as it runs in a worker thread (started by
 * ./read-table.ts): format detection, CSV decoding and parsing, the ZIP and XML of a workbook, the
 * limits. Its answers and refusals go back as messages; the rows in batches, one batch ahead of the
 * reader at most.
 *
 * The worker is given `tableReaderProgram`'s source text (`eval`), not a file: the text survives the
 * server's bundling, a file path might not. So the function is self-contained: it reaches modules
 * only through `load` (the worker's `require`: packages of node_modules and Node's own), never
 * through this file's imports, and uses no value from outside its body (types only).
 */

export type CellValue = string | number | Date | null;

export type TableRow = {
  /** The row's number as the user sees it: the spreadsheet row, or the CSV record (header = 1). */
  rowNumber: number;
  /** One value per column, aligned with `headers` (missing cells are null). */
  cells: CellValue[];
};

export type SheetInfo = { name: string; hidden: boolean };

export type TableFormat = "xlsx" | "csv";

/** What reading a file must stay within (see docs/DECISIONS.md, "Imports"). */
export type ImportLimits = {
  /** Columns holding a value (blank ones past the last value are not counted). */
  maxColumns: number;
  /** Data rows (empty rows are not counted). */
  maxRows: number;
  /** Unpacked size of each part of a workbook read. */
  maxUnpackedBytes: number;
  /** Unpacked size over packed size of each part, past its first megabyte. */
  maxRatio: number;
};

export type TableShape = {
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
};

export type ReaderInput = { bytes: Uint8Array; sheet: string | null; limits: ImportLimits };

/** What the worker is given: the file in pieces (joined there). */
export type WorkerInput = Omit<ReaderInput, "bytes"> & { bytes: Uint8Array[] };

/** Worker -> reader. The reader answers each batch of rows with a message asking for the next. */
export type ReaderMessage =
  | { type: "chooseSheet"; sheets: SheetInfo[] }
  | { type: "opened"; table: TableShape }
  | { type: "rows"; rows: TableRow[] }
  | { type: "end" }
  | { type: "refused"; key: string; params: Record<string, string | number> }
  | { type: "failed"; message: string };

type Load = (id: string) => unknown;

export function tableReaderProgram(load: Load) {
  /** A refusal of the file: a DomainError key of lib/api/errors.ts and its parameters. */
  class Refusal extends Error {
    key: string;
    params: Record<string, string | number>;
    constructor(key: string, params: Record<string, string | number> = {}) {
      super(key);
      this.key = key;
      this.params = params;
    }
  }

  /** Rows per message to the reader, and cells: a batch is a few milliseconds to receive. */
  const BATCH_ROWS = 2000;
  const BATCH_CELLS = 20_000;

  const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

  function isBlank(value: CellValue): boolean {
    return value === null || (typeof value === "string" && value.trim() === "");
  }

  /** The length of `cells` once blank cells past the last value are left out. */
  function usedLength(cells: CellValue[]): number {
    let length = cells.length;
    while (length > 0 && isBlank(cells[length - 1]!)) length--;
    return length;
  }

  const tooManyColumns = (limits: ImportLimits) =>
    new Refusal("importFileTooManyColumns", { max: limits.maxColumns });

  const tooManyRows = (limits: ImportLimits) => new Refusal("importFileTooManyRows", { max: limits.maxRows });

  function startsWith(data: Uint8Array, magic: number[]): boolean {
    return magic.every((byte, i) => data[i] === byte);
  }

  // -------------------------------------------------------------------------------------------
  // CSV

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

  /** 0x80..0x9F of Windows-1252 (Node's TextDecoder decodes that label as Latin-1). */
  const CP1252_HIGH =
    "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
    "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

  function decodeWindows1252(bytes: Uint8Array): string {
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

  /** UTF-8 (with or without BOM) or, when the bytes are not valid UTF-8, Windows-1252. */
  function decodeText(data: Uint8Array): { text: string; encoding: "utf-8" | "windows-1252" } {
    const body = startsWith(data, [0xef, 0xbb, 0xbf]) ? data.subarray(3) : data;
    try {
      return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
    } catch {
      return { text: decodeWindows1252(body), encoding: "windows-1252" };
    }
  }

  /** `;` or `,`: the one the first line holds more of outside quotes (`,` when neither or a tie). */
  function detectDelimiter(text: string): "," | ";" {
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

  type CsvRecord = { line: number; fields: string[] };

  /**
   * The records of a CSV text (csv-parse: RFC 4180 quoting, \r\n, \n or \r between records), each
   * with the line it starts on. Records may differ in width; a quote inside an unquoted field, or
   * text after a closing quote, is kept as written rather than refused. The text is already whole
   * in memory (its encoding is read from all of it), so it is parsed in one call: the file's size
   * limit bounds the records too. A text the parser stops on gives the records before the fault and
   * the refusal, raised when the reading gets there (as a row-by-row reader would).
   */
  function parseCsv(text: string, delimiter: string): { records: CsvRecord[]; fault: Refusal | null } {
    const { parse, CsvError } = load("csv-parse/sync") as typeof import("csv-parse/sync");
    const records: CsvRecord[] = [];
    let nextLine = 1;
    try {
      parse(text, {
        delimiter,
        record_delimiter: ["\r\n", "\n", "\r"],
        relax_column_count: true,
        relax_quotes: true,
        on_record: (fields: string[], { lines }: { lines: number }) => {
          records.push({ line: nextLine, fields });
          // `lines` is the line the record ends on.
          nextLine = lines + 1;
          // Nothing is kept by the parser itself: the records are the ones pushed here.
          return null;
        },
      });
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      const fault =
        error.code === "CSV_QUOTE_NOT_CLOSED"
          ? new Refusal("importCsvQuote", { row: nextLine })
          : unreadable();
      return { records, fault };
    }
    return { records, fault: null };
  }

  function openCsv(data: Uint8Array, limits: ImportLimits) {
    const { text, encoding } = decodeText(data);
    if (text.trim() === "") throw new Refusal("importFileEmpty");
    const delimiter = detectDelimiter(text);
    const parsed = parseCsv(text, delimiter);
    const records = parsed.records.values();
    let header: CsvRecord | null = null;
    // next() by hand: a for-of left with break would close the iterator.
    for (let next = records.next(); !next.done; next = records.next()) {
      if (next.value.fields.every((f) => f.trim() === "")) continue;
      header = next.value;
      break;
    }
    if (!header) throw parsed.fault ?? new Refusal("importFileEmpty");
    let headers = header.fields.map((f) => f.trim());
    if (headers.length > limits.maxColumns) headers = headers.slice(0, usedLength(headers));
    if (headers.length > limits.maxColumns) throw tooManyColumns(limits);
    const width = headers.length;
    function* rows(): Generator<TableRow> {
      let count = 0;
      for (let next = records.next(); !next.done; next = records.next()) {
        const record = next.value;
        if (record.fields.every((f) => f.trim() === "")) continue;
        if (++count > limits.maxRows) throw tooManyRows(limits);
        let fields: string[] = record.fields;
        if (fields.length > limits.maxColumns) {
          fields = fields.slice(0, Math.max(width, usedLength(fields)));
          if (fields.length > limits.maxColumns) throw tooManyColumns(limits);
        }
        const cells: CellValue[] = new Array(Math.max(width, fields.length));
        for (let c = 0; c < cells.length; c++) cells[c] = fields[c] ?? null;
        yield { rowNumber: record.line, cells };
      }
      if (parsed.fault) throw parsed.fault;
      if (count === 0) throw new Refusal("importFileNoRows");
    }
    const shape: TableShape = {
      format: "csv",
      encoding,
      delimiter,
      sheets: [],
      sheet: null,
      headers,
      headerRowNumber: header.line,
    };
    return { status: "ready" as const, shape, rows: rows() };
  }

  // -------------------------------------------------------------------------------------------
  // ZIP: the central directory is read, and only the parts needed are unpacked, as a stream.

  type ZipEntry = { name: string; method: number; packedSize: number; offset: number };

  const unreadable = () => new Refusal("importFileUnreadable");

  /** The entries of a ZIP by name, from its central directory (ZIP64 included). */
  function readZipDirectory(data: Uint8Array): Map<string, ZipEntry> {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const u16 = (at: number) => view.getUint16(at, true);
    const u32 = (at: number) => view.getUint32(at, true);
    const u64 = (at: number) => Number(view.getBigUint64(at, true));
    const names = new TextDecoder("utf-8");
    try {
      // The end record: 22 bytes and a comment of up to 65,535, at the end of the file.
      let end = -1;
      for (let at = data.length - 22; at >= 0 && at >= data.length - 22 - 65535; at--) {
        if (u32(at) === 0x06054b50) {
          end = at;
          break;
        }
      }
      if (end < 0) throw unreadable();
      let count = u16(end + 10);
      let at = u32(end + 16);
      if (count === 0xffff || at === 0xffffffff) {
        const locator = end - 20;
        if (locator < 0 || u32(locator) !== 0x07064b50) throw unreadable();
        const end64 = u64(locator + 8);
        if (u32(end64) !== 0x06064b50) throw unreadable();
        count = u64(end64 + 32);
        at = u64(end64 + 48);
      }
      const entries = new Map<string, ZipEntry>();
      for (let n = 0; n < count; n++) {
        if (u32(at) !== 0x02014b50) throw unreadable();
        const flags = u16(at + 8);
        const method = u16(at + 10);
        let packedSize = u32(at + 20);
        const nameLength = u16(at + 28);
        const extraLength = u16(at + 30);
        const commentLength = u16(at + 32);
        let offset = u32(at + 42);
        const name = names.decode(data.subarray(at + 46, at + 46 + nameLength));
        if (packedSize === 0xffffffff || offset === 0xffffffff || u32(at + 24) === 0xffffffff) {
          // ZIP64 extra field: the sizes and offset that did not fit, in this order.
          let field = at + 46 + nameLength;
          const fieldsEnd = field + extraLength;
          while (field + 4 <= fieldsEnd) {
            const size = u16(field + 2);
            if (u16(field) === 0x0001) {
              let value = field + 4;
              if (u32(at + 24) === 0xffffffff) value += 8;
              if (packedSize === 0xffffffff) {
                packedSize = u64(value);
                value += 8;
              }
              if (offset === 0xffffffff) offset = u64(value);
            }
            field += 4 + size;
          }
        }
        // Encrypted entries are not read.
        if (flags & 1) throw unreadable();
        if (!entries.has(name)) entries.set(name, { name, method, packedSize, offset });
        at += 46 + nameLength + extraLength + commentLength;
      }
      return entries;
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw unreadable(); // read past the end: a truncated or forged directory
    }
  }

  /** The packed bytes of an entry (after its local header). */
  function packedBytes(data: Uint8Array, entry: ZipEntry): Uint8Array {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const at = entry.offset;
    if (at + 30 > data.length || view.getUint32(at, true) !== 0x04034b50) throw unreadable();
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    if (start + entry.packedSize > data.length) throw unreadable();
    return data.subarray(start, start + entry.packedSize);
  }

  /** Packed bytes handed to the inflater at a time: at most ~1,000 times as many come out. */
  const INFLATE_SLICE = 4 * 1024;
  /** A part's first megabyte is not held to the ratio (small parts compress very well). */
  const RATIO_FREE_BYTES = 1024 * 1024;

  /**
   * An entry's unpacked bytes, as they come out of the inflater. Its size is checked on the way:
   * past the limit, or past `maxRatio` times its packed size, it stops (refused) before the next
   * slice is inflated; a bomb is never unpacked whole, nor held.
   */
  function* unpack(data: Uint8Array, entry: ZipEntry, limits: ImportLimits): Generator<Uint8Array> {
    const packed = packedBytes(data, entry);
    const ratioCeiling = Math.max(RATIO_FREE_BYTES, packed.length * limits.maxRatio);
    let total = 0;
    const count = (size: number) => {
      total += size;
      if (total > limits.maxUnpackedBytes)
        throw new Refusal("importFileUnpackedTooLarge", { max: megabytes(limits.maxUnpackedBytes) });
      if (total > ratioCeiling) throw new Refusal("importFileCompressionRatio", { ratio: limits.maxRatio });
    };
    if (entry.method === 0) {
      for (let at = 0; at < packed.length; at += 64 * 1024) {
        const slice = packed.subarray(at, Math.min(packed.length, at + 64 * 1024));
        count(slice.length);
        yield slice;
      }
      return;
    }
    if (entry.method !== 8) throw unreadable();
    const { Inflate } = load("fflate") as typeof import("fflate");
    let out: Uint8Array[] = [];
    const inflater = new Inflate((chunk) => {
      out.push(chunk);
    });
    for (let at = 0; at < packed.length; at += INFLATE_SLICE) {
      const end = Math.min(packed.length, at + INFLATE_SLICE);
      try {
        inflater.push(packed.subarray(at, end), end === packed.length);
      } catch {
        throw unreadable();
      }
      const chunks = out;
      out = [];
      for (const chunk of chunks) {
        count(chunk.length);
        yield chunk;
      }
    }
  }

  /** An entry's text (UTF-8), in pieces as it is unpacked. */
  function* unpackText(data: Uint8Array, entry: ZipEntry, limits: ImportLimits): Generator<string> {
    const decoder = new TextDecoder("utf-8");
    for (const chunk of unpack(data, entry, limits)) {
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  }

  function readText(data: Uint8Array, entry: ZipEntry, limits: ImportLimits): string {
    const parts: string[] = [];
    for (const text of unpackText(data, entry, limits)) parts.push(text);
    return parts.join("");
  }

  // -------------------------------------------------------------------------------------------
  // XML of the workbook's small parts: scanned in one pass (indexOf), never with a pattern that
  // backtracks, so a forged part costs time in proportion to its size.

  function decodeXml(text: string): string {
    if (!text.includes("&")) return text;
    return text.replace(/&(lt|gt|amp|quot|apos|#x[0-9a-fA-F]+|#\d+);/g, (match, entity: string) => {
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
        default: {
          const code = entity.startsWith("#x")
            ? parseInt(entity.slice(2), 16)
            : parseInt(entity.slice(1), 10);
          return code <= 0x10ffff ? String.fromCodePoint(code) : match;
        }
      }
    });
  }

  const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

  /**
   * The start tags named `name` (any namespace prefix), whole ("<sheet ... />"), in order. A tag
   * or comment left open is a damaged file.
   */
  function* xmlTags(xml: string, name: string): Generator<string> {
    let at = 0;
    for (;;) {
      const open = xml.indexOf("<", at);
      if (open < 0) return;
      if (xml.startsWith("<!--", open) || xml.startsWith("<![CDATA[", open)) {
        const close = xml.indexOf(xml[open + 2] === "-" ? "-->" : "]]>", open);
        if (close < 0) throw unreadable();
        at = close + 3;
        continue;
      }
      let end = open + 1;
      while (end < xml.length && !isSpace(xml.charCodeAt(end)) && xml[end] !== ">" && xml[end] !== "/") end++;
      const tagName = xml.slice(open + 1, end);
      // The tag ends at the first ">" outside quotes.
      let quote = "";
      while (end < xml.length) {
        const ch = xml[end]!;
        if (quote) {
          if (ch === quote) quote = "";
        } else if (ch === '"' || ch === "'") quote = ch;
        else if (ch === ">") break;
        end++;
      }
      if (end >= xml.length) throw unreadable();
      if (tagName === name || tagName.endsWith(`:${name}`)) yield xml.slice(open, end + 1);
      at = end + 1;
    }
  }

  /** An attribute's value in a tag; `name` may be `*:id` for an `id` of any prefix. */
  function xmlAttribute(tag: string, name: string): string | null {
    const anyPrefix = name.startsWith("*:");
    const needle = `${anyPrefix ? name.slice(1) : name}=`;
    let at = 0;
    for (;;) {
      const found = tag.indexOf(needle, at);
      if (found < 0) return null;
      at = found + 1;
      let start = found;
      if (anyPrefix) {
        while (start > 0 && /[\w.-]/.test(tag[start - 1]!)) start--;
        if (start === found) continue;
      }
      if (start === 0 || !isSpace(tag.charCodeAt(start - 1))) continue;
      const quote = tag[found + needle.length];
      if (quote !== '"' && quote !== "'") continue;
      const valueStart = found + needle.length + 1;
      const valueEnd = tag.indexOf(quote, valueStart);
      if (valueEnd < 0) return null;
      return decodeXml(tag.slice(valueStart, valueEnd));
    }
  }

  type WorkbookSheet = SheetInfo & { path: string };

  /** The sheets of xl/workbook.xml in order, with their part names from its relations. */
  function readWorkbook(workbook: string, rels: string): { sheets: WorkbookSheet[]; date1904: boolean } {
    const targets = new Map<string, string>();
    for (const tag of xmlTags(rels, "Relationship")) {
      const id = xmlAttribute(tag, "Id");
      const target = xmlAttribute(tag, "Target");
      if (id && target) targets.set(id, target.replace(/^\/?xl\//, "").replace(/^\//, ""));
    }
    const sheets: WorkbookSheet[] = [];
    for (const tag of xmlTags(workbook, "sheet")) {
      const state = xmlAttribute(tag, "state");
      const rid = xmlAttribute(tag, "r:id") ?? xmlAttribute(tag, "*:id");
      sheets.push({
        name: xmlAttribute(tag, "name") ?? "",
        hidden: state === "hidden" || state === "veryHidden",
        path: rid ? `xl/${targets.get(rid) ?? ""}` : "",
      });
    }
    let date1904 = false;
    for (const tag of xmlTags(workbook, "workbookPr")) {
      const value = xmlAttribute(tag, "date1904");
      date1904 = value === "1" || value === "true";
    }
    return { sheets, date1904 };
  }

  function describeSheets(sheets: SheetInfo[]): string {
    return sheets.map((s) => (s.hidden ? `${s.name} (nascosto)` : s.name)).join(", ");
  }

  // -------------------------------------------------------------------------------------------
  // xlsx: exceljs reads the shared strings, the styles (dates) and the sheet's XML, fed with the
  // parts unpacked here (its own ZIP reading would unpack them without limits).

  type ExcelCell = import("exceljs").CellValue;
  type ExcelRow = { number: number; values: ExcelCell[] };
  type SaxEvent = { eventType: string; value: { name?: string } | string };
  /** exceljs 4.4's parts, required one by one (the whole package takes seconds to load). */
  type ParseSax = (chunks: Iterable<string>) => AsyncIterable<SaxEvent[]>;
  type Styles = { init(): void; parseStream(chunks: Iterable<string>): Promise<unknown> };
  type WorksheetReader = new (args: {
    workbook: { sharedStrings: unknown[] | undefined; styles: Styles; properties: unknown };
    id: string;
    iterator: Iterable<string>;
    options: Record<string, string>;
  }) => AsyncIterable<ExcelRow>;

  /** xl/sharedStrings.xml as exceljs's WorkbookReader caches it (text or rich text runs). */
  async function readSharedStrings(xml: Iterable<string>): Promise<unknown[]> {
    const parseSax = load("exceljs/lib/utils/parse-sax") as ParseSax;
    const strings: unknown[] = [];
    let text: string | null = null;
    let richText: { text: string | null }[] = [];
    for await (const events of parseSax(xml)) {
      for (const { eventType, value } of events) {
        const name = typeof value === "string" ? null : value.name;
        if (eventType === "opentag") {
          if (name === "si") richText = [];
          if (name === "si" || name === "t") text = null;
        } else if (eventType === "text") {
          text = text ? text + (value as string) : (value as string);
        } else if (eventType === "closetag") {
          if (name === "r") richText.push({ text });
          else if (name === "si") strings.push(richText.length ? { richText } : text);
          if (name === "r" || name === "si") text = null;
        }
      }
    }
    return strings;
  }

  function columnName(index: number): string {
    let name = "";
    for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
      name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    return name;
  }

  /** A cell's value as the import reads it; formulas refuse the file. */
  function readCell(value: ExcelCell, sheet: string, ref: string): CellValue {
    if (value === null || value === undefined) return null;
    if (typeof value === "string" || typeof value === "number") return value;
    if (typeof value === "boolean") return value ? "true" : "false";
    if (value instanceof Date) return value;
    if (typeof value === "object") {
      if ("formula" in value || "sharedFormula" in value) {
        throw new Refusal("importFileFormulas", { sheet, cell: ref });
      }
      if ("richText" in value && Array.isArray(value.richText))
        return value.richText.map((part) => part.text).join("");
      if ("error" in value) return String(value.error);
      if ("text" in value && typeof value.text === "string") return value.text;
      if ("hyperlink" in value && typeof value.hyperlink === "string") return value.hyperlink;
    }
    return String(value);
  }

  function cellToText(value: CellValue): string {
    if (value === null) return "";
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return String(value);
  }

  /** Passes a sheet's XML through while looking for `<mergeCell` (exceljs's reader skips them). */
  function* watchMerges(source: Iterable<string>, onMerge: (ref: string) => void): Generator<string> {
    let tail = "";
    for (const chunk of source) {
      const window = tail + chunk;
      const at = window.indexOf("<mergeCell ");
      if (at >= 0) {
        const end = window.indexOf(">", at);
        const tag = window.slice(at, end > at ? end + 1 : Math.min(window.length, at + 200));
        onMerge(xmlAttribute(tag, "ref") ?? "?");
      }
      tail = window.slice(-300);
      yield chunk;
    }
  }

  async function openXlsx(data: Uint8Array, sheetName: string | null, limits: ImportLimits) {
    const zip = readZipDirectory(data);
    const workbookEntry = zip.get("xl/workbook.xml");
    // A ZIP without a workbook (a .docx, an .ods, any archive) is no xlsx.
    if (!workbookEntry) throw new Refusal("importFileType");
    const relsEntry = zip.get("xl/_rels/workbook.xml.rels");
    const { sheets, date1904 } = readWorkbook(
      readText(data, workbookEntry, limits),
      relsEntry ? readText(data, relsEntry, limits) : "",
    );
    const infos = sheets.map(({ name, hidden }) => ({ name, hidden }));
    if (sheets.length === 0) throw new Refusal("importFileEmpty");
    let chosen: WorkbookSheet;
    if (sheetName !== null) {
      const found = sheets.find((s) => s.name === sheetName);
      if (!found)
        throw new Refusal("importSheetNotFound", { sheet: sheetName, sheets: describeSheets(infos) });
      chosen = found;
    } else if (sheets.length > 1) {
      return { status: "chooseSheet" as const, sheets: infos };
    } else {
      chosen = sheets[0]!;
    }
    const sheetEntry = zip.get(chosen.path);
    if (!sheetEntry) throw new Refusal("importFileEmpty");
    // The sheet is unpacked once without being kept, to check its size before any row is read:
    // an oversized or forged sheet is refused in a second, not after its rows were staged.
    for (const chunk of unpack(data, sheetEntry, limits)) void chunk;

    const strings = zip.get("xl/sharedStrings.xml");
    const sharedStrings = strings ? await readSharedStrings(unpackText(data, strings, limits)) : undefined;
    const StylesXform = load("exceljs/lib/xlsx/xform/style/styles-xform") as new () => Styles;
    const styles = new StylesXform();
    const stylesEntry = zip.get("xl/styles.xml");
    if (stylesEntry) await styles.parseStream(unpackText(data, stylesEntry, limits));
    else styles.init();

    let merged: string | null = null;
    const WorksheetReader = load("exceljs/lib/stream/xlsx/worksheet-reader") as WorksheetReader;
    const worksheet = new WorksheetReader({
      workbook: { sharedStrings, styles, properties: { model: { date1904 } } },
      id: "1",
      iterator: watchMerges(unpackText(data, sheetEntry, limits), (ref) => {
        merged ??= ref;
      }),
      options: { worksheets: "emit", hyperlinks: "ignore" },
    });
    const iterator = worksheet[Symbol.asyncIterator]();
    const nextRow = async (): Promise<{ rowNumber: number; cells: CellValue[] } | null> => {
      let next: IteratorResult<ExcelRow>;
      try {
        next = await iterator.next();
      } catch (error) {
        // exceljs's own errors (bad XML, a cell address out of bounds) are a damaged file.
        if (error instanceof Refusal) throw error;
        throw unreadable();
      }
      if (next.done) {
        // <mergeCells> follows <sheetData>: known once the rows are read.
        if (merged) throw new Refusal("importFileMergedCells", { sheet: chosen.name, range: merged });
        return null;
      }
      const row = next.value;
      const values = row.values;
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
      return { rowNumber: row.number, cells };
    };

    // The header: the first row with a value.
    let headerRow: { rowNumber: number; cells: CellValue[] } | null;
    for (;;) {
      headerRow = await nextRow();
      if (!headerRow) throw new Refusal("importFileEmpty");
      if (!headerRow.cells.every(isBlank)) break;
    }
    const headers = headerRow.cells.map((cell) => cellToText(cell).trim());
    while (headers.length && headers[headers.length - 1] === "") headers.pop();
    if (headers.length > limits.maxColumns) throw tooManyColumns(limits);
    const width = headers.length;
    async function* rows(): AsyncGenerator<TableRow> {
      let count = 0;
      for (let row = await nextRow(); row; row = await nextRow()) {
        if (row.cells.every(isBlank)) continue;
        if (++count > limits.maxRows) throw tooManyRows(limits);
        let cells = row.cells;
        if (cells.length > limits.maxColumns) {
          cells = cells.slice(0, Math.max(width, usedLength(cells)));
          if (cells.length > limits.maxColumns) throw tooManyColumns(limits);
        }
        while (cells.length < width) cells.push(null);
        yield { rowNumber: row.rowNumber, cells };
      }
      if (count === 0) throw new Refusal("importFileNoRows");
    }
    const shape: TableShape = {
      format: "xlsx",
      encoding: null,
      delimiter: null,
      sheets: infos,
      sheet: chosen.name,
      headers,
      headerRowNumber: headerRow.rowNumber,
    };
    return { status: "ready" as const, shape, rows: rows() };
  }

  // -------------------------------------------------------------------------------------------
  // The file

  const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
  const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

  /** The format comes from the content, never from the name. */
  async function open({ bytes, sheet, limits }: ReaderInput) {
    if (bytes.byteLength === 0) throw new Refusal("importFileEmpty");
    if (startsWith(bytes, ZIP_MAGIC)) {
      try {
        return await openXlsx(bytes, sheet, limits);
      } catch (error) {
        // exceljs's own errors (bad XML in a part) are a damaged file.
        if (error instanceof Refusal) throw error;
        throw unreadable();
      }
    }
    // Excel 97-2003 (.xls) and other OLE documents get their own hint: save as .xlsx.
    if (startsWith(bytes, OLE_MAGIC)) throw new Refusal("importFileOldExcel");
    if (!looksLikeText(bytes)) throw new Refusal("importFileType");
    return openCsv(bytes, limits);
  }

  /** The worker's side: reads `input`, posts what it finds, a batch of rows per request. */
  async function serve(port: MessagePort, { bytes: pieces, ...input }: WorkerInput): Promise<void> {
    let requests = 0;
    let wake: (() => void) | null = null;
    port.on("message", () => {
      requests++;
      wake?.();
    });
    const post = (message: ReaderMessage) => port.postMessage(message);
    try {
      const bytes = new Uint8Array(pieces.reduce((size, piece) => size + piece.byteLength, 0));
      let at = 0;
      for (const piece of pieces) {
        bytes.set(piece, at);
        at += piece.byteLength;
      }
      const opened = await open({ ...input, bytes });
      if (opened.status === "chooseSheet") {
        post({ type: "chooseSheet", sheets: opened.sheets });
        return;
      }
      post({ type: "opened", table: opened.shape });
      let batch: TableRow[] = [];
      let cells = 0;
      const send = async () => {
        while (requests === 0) await new Promise<void>((resolve) => (wake = resolve));
        requests--;
        post({ type: "rows", rows: batch });
        batch = [];
        cells = 0;
      };
      for await (const row of opened.rows) {
        batch.push(row);
        cells += row.cells.length;
        if (batch.length >= BATCH_ROWS || cells >= BATCH_CELLS) await send();
      }
      if (batch.length) await send();
      post({ type: "end" });
    } catch (error) {
      if (error instanceof Refusal) post({ type: "refused", key: error.key, params: error.params });
      else
        post({
          type: "failed",
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
    }
  }

  return { decodeText, detectDelimiter, serve };
}
