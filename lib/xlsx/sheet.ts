import { asciiBytes, ByteBuffer } from "./byte-buffer";
import { dayToExcelSerial } from "@/lib/dates";
import { columnLetters, formulaSafeText, numberText } from "./cell-values";
import { HEADER_STYLE, styleIndex, type Format } from "./parts";
import { cellText } from "./xml-text";

/** Excel's last row. */
export const MAX_ROWS = 1_048_576;

/**
 * text: a string (a number is written as its text), with an apostrophe in front when it starts like
 * a formula (`=`, `+`, `-`, `@`, tab, CR: formulaSafeText); number and euro: a number or an exact
 * decimal string; date: a "YYYY-MM-DD" day. null, undefined and "" leave the cell empty.
 */
export type XlsxCellType = "text" | "number" | "euro" | "date";
export type XlsxValue = string | number | null | undefined;

export type XlsxColumn<Row> = {
  header: string;
  type: XlsxCellType;
  /** In characters, as Excel counts them. */
  width?: number;
  /** Wrapped text, aligned to the top. */
  wrap?: boolean;
  /** A negative number in bold red. */
  alertWhenNegative?: boolean;
  value: (row: Row) => XlsxValue;
};

export type XlsxSheetSpec<Row> = {
  name: string;
  columns: XlsxColumn<Row>[];
  /** Batches of rows, read one at a time as the download asks for more. */
  rows: AsyncIterable<Row[]> | Iterable<Row[]>;
  autoFilter?: boolean;
};

/** A sheet ready to write: its name and its XML as UTF-8, produced batch by batch. */
export type XlsxSheet = { name: string; xml: () => AsyncGenerator<Uint8Array> };

const FORMAT_OF: Record<XlsxCellType, Format> = {
  text: "general",
  number: "general",
  euro: "euro",
  date: "date",
};

const HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  // The header row stays in view when scrolling.
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15"/>';

/** Space, tab, LF, CR: Excel trims them at the ends of a text unless told to keep them. */
function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function styleAttribute(style: number): string {
  return style ? ` s="${style}"` : "";
}

/** One column's cell writer: appends the cell of row `rowNumber` (as text) to `out`, if any. */
type CellWriter<Row> = (row: Row, out: ByteBuffer, rowNumber: string) => void;

function cellWriter<Row>(column: XlsxColumn<Row>, index: number): CellWriter<Row> {
  const { value } = column;
  const open = asciiBytes(`<c r="${columnLetters(index)}`);
  const plain = styleAttribute(styleIndex(FORMAT_OF[column.type], column.wrap ?? false, false));
  const alert = styleAttribute(styleIndex(FORMAT_OF[column.type], column.wrap ?? false, true));
  const numberOpen = asciiBytes(`"${plain}><v>`);
  const alertOpen = asciiBytes(`"${alert}><v>`);
  const numberClose = asciiBytes("</v></c>");
  switch (column.type) {
    case "text": {
      const textOpen = asciiBytes(`"${plain} t="inlineStr"><is><t>`);
      const keptOpen = asciiBytes(`"${plain} t="inlineStr"><is><t xml:space="preserve">`);
      const textClose = asciiBytes("</t></is></c>");
      return (row, out, rowNumber) => {
        const v = value(row);
        if (v === null || v === undefined || v === "") return;
        // User text (names, notes, hotels, agents) never starts like a formula.
        const text = formulaSafeText(String(v));
        out.raw(open);
        out.ascii(rowNumber);
        const kept = isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1));
        out.raw(kept ? keptOpen : textOpen);
        out.utf8(cellText(text));
        out.raw(textClose);
      };
    }
    case "date": {
      // Rows come sorted or grouped by day more often than not: remember the last one.
      let lastDay = "";
      let lastSerial = "";
      return (row, out, rowNumber) => {
        const v = value(row);
        if (v === null || v === undefined || v === "") return;
        if (typeof v !== "string") throw new Error(`column ${column.header}: a date cell takes a day string`);
        if (v !== lastDay) {
          lastSerial = String(dayToExcelSerial(v));
          lastDay = v;
        }
        out.raw(open);
        out.ascii(rowNumber);
        out.raw(numberOpen);
        out.ascii(lastSerial);
        out.raw(numberClose);
      };
    }
    case "number":
    case "euro":
      return (row, out, rowNumber) => {
        const v = value(row);
        if (v === null || v === undefined || v === "") return;
        const text = numberText(v);
        out.raw(open);
        out.ascii(rowNumber);
        out.raw(column.alertWhenNegative && Number(text) < 0 ? alertOpen : numberOpen);
        out.ascii(text);
        out.raw(numberClose);
      };
  }
}

function inlineHeader(ref: string, text: string): string {
  return `<c r="${ref}" s="${HEADER_STYLE}" t="inlineStr"><is><t>${cellText(formulaSafeText(text))}</t></is></c>`;
}

/** A worksheet: frozen bold header row, column widths, typed cells, optional auto filter. */
export function xlsxSheet<Row>(spec: XlsxSheetSpec<Row>): XlsxSheet {
  const writers = spec.columns.map((column, i) => cellWriter(column, i));
  const widths = spec.columns
    .map((column, i) =>
      column.width ? `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>` : "",
    )
    .join("");
  const header = spec.columns
    .map((column, i) => inlineHeader(`${columnLetters(i)}1`, column.header))
    .join("");
  const lastColumn = columnLetters(Math.max(spec.columns.length - 1, 0));
  const rowOpen = asciiBytes('<row r="');
  const rowOpenEnd = asciiBytes('">');
  const rowClose = asciiBytes("</row>");
  return {
    name: spec.name,
    async *xml() {
      const out = new ByteBuffer();
      out.utf8(`${HEAD}${widths ? `<cols>${widths}</cols>` : ""}<sheetData><row r="1">${header}</row>`);
      let n = 1;
      for await (const batch of spec.rows) {
        for (const row of batch) {
          n++;
          if (n > MAX_ROWS) throw new Error(`sheet ${spec.name}: more than ${MAX_ROWS} rows`);
          const rowNumber = String(n);
          out.raw(rowOpen);
          out.ascii(rowNumber);
          out.raw(rowOpenEnd);
          for (const write of writers) write(row, out, rowNumber);
          out.raw(rowClose);
        }
        yield out.take();
      }
      const filter = spec.autoFilter ? `<autoFilter ref="A1:${lastColumn}${n}"/>` : "";
      out.utf8(`</sheetData>${filter}</worksheet>`);
      yield out.take();
    },
  };
}
