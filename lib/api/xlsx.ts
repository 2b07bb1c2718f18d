import { xlsxStream } from "@/lib/xlsx/workbook-stream";
import type { XlsxSheet } from "@/lib/xlsx/sheet";
import { DomainError } from "./errors";
import { isInvalidValueError } from "./postgres-errors";

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

function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams an .xlsx written by lib/xlsx, pulled by the download. The first bytes (fixed parts and
 * the first batch of rows) are produced before answering: if they fail, the caller gets the
 * "Non è possibile ottenere il file excel" envelope (422), never a 5xx or an empty file; a value of
 * the caller's that PostgreSQL refuses is answered as anywhere else (400). A later
 * failure can only break the download (no end of the chunked body, no ZIP directory), which the
 * browser reports as a failed download, not as a finished file.
 */
export async function xlsxResponse(fileName: string, sheets: XlsxSheet[]): Promise<Response> {
  const reader = xlsxStream(sheets).getReader();
  let first: ReadableStreamReadResult<Uint8Array>;
  try {
    first = await reader.read();
  } catch (error) {
    // A filter PostgreSQL cannot compare (a NUL character) is the caller's input: a 400, as anywhere.
    if (isInvalidValueError(error)) throw error;
    console.error("xlsx export failed", error);
    throw new DomainError("excelUnavailable");
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      try {
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        console.error("xlsx export failed during the download", error);
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": contentDisposition(fileName),
      "cache-control": "no-store",
    },
  });
}
