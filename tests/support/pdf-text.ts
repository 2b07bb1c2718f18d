import { extractText, getDocumentProxy } from "unpdf";

/** The text of a PDF, pages joined, read in JavaScript (pdf.js through unpdf): no poppler needed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
