import { Zip } from "fflate";
import { NativeZipDeflate } from "./native-deflate";
import { contentTypesXml, rootRelsXml, sheetNames, stylesXml, workbookRelsXml, workbookXml } from "./parts";
import type { XlsxSheet } from "./sheet";

/**
 * Deflate level of every part: 1 is several times faster than the default and still shrinks the
 * repetitive sheet XML about tenfold.
 */
export const XLSX_COMPRESSION_LEVEL = 1;

/**
 * The ZIP of the workbook, in steps: each step is the compressed bytes of the fixed parts and
 * sheet XML produced since the previous one. The first step holds the first batch of rows, so a
 * failure to read them surfaces before any byte is sent.
 */
async function* zipSteps(sheets: XlsxSheet[], level: number): AsyncGenerator<Uint8Array[]> {
  const encoder = new TextEncoder();
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else ready.push(data);
  });
  const take = () => {
    if (failure) throw failure;
    return ready.splice(0);
  };
  const addPart = (path: string, xml: string) => {
    const part = new NativeZipDeflate(path, level);
    zip.add(part);
    part.push(encoder.encode(xml), true);
  };
  const names = sheetNames(sheets.map((sheet) => sheet.name));
  addPart("[Content_Types].xml", contentTypesXml(sheets.length));
  addPart("_rels/.rels", rootRelsXml());
  addPart("xl/workbook.xml", workbookXml(names));
  addPart("xl/_rels/workbook.xml.rels", workbookRelsXml(sheets.length));
  addPart("xl/styles.xml", stylesXml());
  for (const [i, sheet] of sheets.entries()) {
    const part = new NativeZipDeflate(`xl/worksheets/sheet${i + 1}.xml`, level);
    zip.add(part);
    for await (const xml of sheet.xml()) {
      part.push(xml);
      yield take();
    }
    part.push(new Uint8Array(0), true);
  }
  zip.end();
  yield take();
}

/**
 * An .xlsx as a byte stream that is pulled, not pushed: the next batch of rows is read, written
 * and compressed only when the reader wants more bytes, so memory holds about one batch whatever
 * the number of rows, and a slow download slows the reading down. Cancelling the stream (a
 * closed connection) stops the row sources. See README.md for the format.
 */
export function xlsxStream(sheets: XlsxSheet[], level = XLSX_COMPRESSION_LEVEL): ReadableStream<Uint8Array> {
  const steps = zipSteps(sheets, level);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A step may compress to nothing yet: go on until there is something to hand over.
      for (;;) {
        const step = await steps.next();
        if (step.done) {
          controller.close();
          return;
        }
        for (const chunk of step.value) controller.enqueue(chunk);
        if (step.value.length) return;
      }
    },
    async cancel() {
      await steps.return(undefined);
    },
  });
}
