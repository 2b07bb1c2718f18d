/** One part of a multipart/form-data body: a file (fileName set, "" when none was picked) or a field. */
export type MultipartPart = { name: string; fileName: string | null; content: Buffer };

/** A part's headers longer than this are not a browser's form. */
const MAX_HEADERS_BYTES = 16 * 1024;

/**
 * The parts of a multipart/form-data body, or null when it is not one. The boundaries are found
 * with Buffer.indexOf (native: a few milliseconds for 40 MB) and the contents are views of `body`,
 * not copies: the runtime's FormData parser works through a 20 MB upload in one go, holding the
 * event loop for a few hundred milliseconds.
 */
export function parseMultipart(body: Uint8Array, contentType: string): MultipartPart[] | null {
  const boundary = boundaryOf(contentType);
  if (!boundary) return null;
  const data = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundary}`);
  const separator = Buffer.from(`\r\n--${boundary}`);
  let at = data.indexOf(delimiter);
  // The first delimiter starts the body or a line (what comes before it is a preamble).
  if (at < 0 || (at > 0 && data.indexOf(separator) !== at - 2)) return null;
  const parts: MultipartPart[] = [];
  for (;;) {
    at += delimiter.length;
    if (data[at] === 0x2d && data[at + 1] === 0x2d) return parts; // "--": the closing delimiter
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd < 0) return null;
    const headersStart = lineEnd + 2;
    const headersEnd = data.indexOf("\r\n\r\n", headersStart);
    if (headersEnd < 0 || headersEnd - headersStart > MAX_HEADERS_BYTES) return null;
    const next = data.indexOf(separator, headersEnd + 4);
    if (next < 0) return null;
    const disposition = data
      .toString("utf8", headersStart, headersEnd)
      .split("\r\n")
      .find((line) => /^content-disposition\s*:/i.test(line));
    const name = disposition ? parameter(disposition, "name") : null;
    if (name === null) return null;
    parts.push({
      name,
      fileName: parameter(disposition!, "filename"),
      content: data.subarray(headersEnd + 4, next),
    });
    at = next + 2;
  }
}

function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const value = parameter(contentType, "boundary");
  return value && value.length <= 200 ? value : null;
}

/** A `key=value` or `key="value"` parameter of a header (after a `;`). */
function parameter(header: string, key: string): string | null {
  for (const piece of splitOutsideQuotes(header)) {
    const equals = piece.indexOf("=");
    if (equals < 0 || piece.slice(0, equals).trim().toLowerCase() !== key) continue;
    const value = piece.slice(equals + 1).trim();
    // Browsers write a quote of a file name as %22, never with a backslash.
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return null;
}

/** The `;`-separated pieces of a header, a `;` inside quotes kept. */
function splitOutsideQuotes(header: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const ch = header[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === ";" && !quoted) {
      pieces.push(header.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(header.slice(start));
  return pieces.slice(1);
}
