import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";

export type XlsxWorkbook = ExcelJS.stream.xlsx.WorkbookWriter;

export const EURO_FORMAT = '#,##0.00 "€"';
export const DATE_FORMAT = "dd/mm/yyyy";

/** A file name part from a free name (an event's): ASCII letters, digits and underscores. */
export function fileNamePart(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "") || "file"
  );
}

/** "YYYY-MM-DD" -> the Date Excel shows as that day (exceljs writes dates as UTC serials). */
export function excelDay(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** An exact decimal string as an Excel number cell (Excel stores doubles anyway). */
export function excelMoney(amount: string | null): number | null {
  return amount === null ? null : Number(amount);
}

function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams an .xlsx built by exceljs's streaming writer: rows are written to the response as they
 * are committed, so memory stays flat whatever the number of rows. Call it only once the first
 * data has been read, so that input and lookup errors still answer a normal error envelope.
 */
export function xlsxResponse(
  fileName: string,
  write: (workbook: XlsxWorkbook, drained: () => Promise<void>) => Promise<void>,
): Response {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  /**
   * exceljs writes without waiting for the reader: between batches, wait until the response has
   * taken what was written, so a slow download does not pile rows up in memory.
   */
  const drained = async () => {
    while (!output.destroyed && output.readableLength >= output.readableHighWaterMark) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    if (output.destroyed) throw new Error("download aborted");
  };
  void (async () => {
    try {
      await write(workbook, drained);
      await workbook.commit();
    } catch (error) {
      // Headers are gone: the only signal left is a broken download.
      console.error("xlsx export failed", error);
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return new Response(Readable.toWeb(output) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": contentDisposition(fileName),
      "cache-control": "no-store",
    },
  });
}
