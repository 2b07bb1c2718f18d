/**
 * Writes samples/players.xlsx and samples/players-1252.csv (Windows-1252, `;`) from
 * samples/players-samples.ts: `npx tsx scripts/generate-player-samples.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { CSV_HEADERS, CSV_ROWS, XLSX_HEADERS, XLSX_ROWS, XLSX_SHEET } from "../samples/players-samples";

const CP1252: Record<string, number> = { "€": 0x80 };

/** Windows-1252 bytes of a text (Latin-1 letters as they are, the euro sign at 0x80). */
export function windows1252(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => {
      const code = CP1252[ch] ?? ch.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in Windows-1252: ${ch}`);
      return code;
    }),
  );
}

function csvField(value: string): string {
  return /[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function samplesCsv(): Buffer {
  const lines = [CSV_HEADERS, ...CSV_ROWS].map((row) => row.map(csvField).join(";"));
  return windows1252(lines.join("\r\n") + "\r\n");
}

export async function samplesXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(XLSX_SHEET);
  sheet.addRow(XLSX_HEADERS);
  for (const row of XLSX_ROWS) {
    const added = sheet.addRow(row);
    row.forEach((value, i) => {
      if (value instanceof Date) added.getCell(i + 1).numFmt = "dd/mm/yyyy";
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main() {
  const dir = path.resolve(import.meta.dirname, "../samples");
  fs.writeFileSync(path.join(dir, "players.xlsx"), await samplesXlsx());
  fs.writeFileSync(path.join(dir, "players-1252.csv"), samplesCsv());
  console.log("samples/players.xlsx, samples/players-1252.csv written");
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) void main();
