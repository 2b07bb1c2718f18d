import { xmlEscape } from "./xml-text";

// The fixed OOXML parts of a workbook (ECMA-376 part 1, SpreadsheetML). See README.md.

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const SHEET_CT = "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml";

export const DATE_FORMAT = "dd/mm/yyyy";
/** Two decimals, thousands separated, the euro sign after the amount (Italian currency code). */
export const EURO_FORMAT = "#,##0.00 [$€-410]";
export const ALERT_COLOR = "FFC62828";

/** Number formats a column can have; the index is part of the cell style index below. */
export const FORMATS = ["general", "date", "euro"] as const;
export type Format = (typeof FORMATS)[number];
const FORMAT_IDS: Record<Format, number> = { general: 0, date: 164, euro: 165 };

/**
 * Cell style (cellXfs) indexes: 0 plain, 1 header (bold), then every combination of number
 * format, wrapped text and alert (bold red), so a cell's style is computed, never looked up
 * (the plain general one is 0 again, and cells with style 0 carry no s attribute).
 */
export const HEADER_STYLE = 1;
export function styleIndex(format: Format, wrap: boolean, alert: boolean): number {
  if (format === "general" && !wrap && !alert) return 0;
  return 2 + FORMATS.indexOf(format) * 4 + (wrap ? 2 : 0) + (alert ? 1 : 0);
}

export function contentTypesXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SHEET_CT}"/>`,
  ).join("");
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    `${sheets}</Types>`
  );
}

export function rootRelsXml(): string {
  return (
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`
  );
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique (Excel's rules). */
export function sheetNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    let clean =
      name
        .replace(/[:\\/?*[\]]/g, " ")
        .trim()
        .slice(0, 31) || `Sheet${i + 1}`;
    if (used.has(clean.toLowerCase())) clean = `${clean.slice(0, 27)} (${i + 1})`;
    used.add(clean.toLowerCase());
    return clean;
  });
}

export function workbookXml(names: string[]): string {
  const sheets = names
    .map((name, i) => `<sheet name="${xmlEscape(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join("");
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`
  );
}

export function workbookRelsXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join("");
  return (
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">${sheets}` +
    `<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`
  );
}

export function stylesXml(): string {
  const font = (bold: boolean, color?: string) =>
    `<font>${bold ? "<b/>" : ""}<sz val="11"/>${color ? `<color rgb="${color}"/>` : ""}` +
    '<name val="Calibri"/><family val="2"/></font>';
  const xf = (format: Format, fontId: number, wrap: boolean) =>
    `<xf numFmtId="${FORMAT_IDS[format]}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
    (format === "general" ? "" : ' applyNumberFormat="1"') +
    (fontId ? ' applyFont="1"' : "") +
    (wrap ? ' applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>' : "/>");
  const combinations = FORMATS.flatMap((format) =>
    [false, true].flatMap((wrap) => [xf(format, 0, wrap), xf(format, 2, wrap)]),
  );
  const cellXfs = [xf("general", 0, false), xf("general", 1, false), ...combinations];
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="2"><numFmt numFmtId="${FORMAT_IDS.date}" formatCode="${xmlEscape(DATE_FORMAT)}"/>` +
    `<numFmt numFmtId="${FORMAT_IDS.euro}" formatCode="${xmlEscape(EURO_FORMAT)}"/></numFmts>` +
    `<fonts count="3">${font(false)}${font(true)}${font(true, ALERT_COLOR)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${cellXfs.length}">${cellXfs.join("")}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    "</styleSheet>"
  );
}
