import ExcelJS from "exceljs";
import { ENTRY_HEADERS, RESERVATION_HEADERS, type SampleCell } from "./sample-festival";

/** The sample festival's files (scripts/generate-festival-samples.ts, tests, bench). */
const FIXED_TIME = new Date("2025-05-01T09:00:00Z");

export function entriesCsv(rows: SampleCell[][]): string {
  const field = (value: SampleCell) => {
    const text =
      value === null ? "" : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
    return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [ENTRY_HEADERS, ...rows].map((row) => row.map(field).join(";")).join("\r\n") + "\r\n";
}

export async function reservationsXlsx(rows: SampleCell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Back office";
  workbook.created = FIXED_TIME;
  workbook.modified = FIXED_TIME;
  const sheet = workbook.addWorksheet("Prenotazioni");
  sheet.addRow(RESERVATION_HEADERS).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  for (const column of [4, 5, 6]) sheet.getColumn(column).numFmt = "dd/mm/yyyy";
  sheet.getColumn(7).numFmt = "#,##0.00";
  sheet.columns.forEach((column, i) => (column.width = [44, 32, 20, 12, 12, 18, 14, 14][i]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
