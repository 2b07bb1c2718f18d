/**
 * What an attachment may be: the accepted extensions, the MIME types a client may declare for
 * each, and the signature (magic bytes) the content must start with. Shared by server and client.
 */

type Signature = "pdf" | "png" | "jpeg" | "gif" | "webp" | "zip" | "ole" | "text";

type FileKind = {
  /** Content-Type served on download (never the client's declaration). */
  contentType: string;
  /** MIME types a client may declare for this extension, besides "" and octet-stream. */
  declared: string[];
  signature: Signature;
};

const OOXML = "application/vnd.openxmlformats-officedocument";

export const ACCEPTED_FILES: Record<string, FileKind> = {
  pdf: {
    contentType: "application/pdf",
    declared: ["application/pdf", "application/x-pdf"],
    signature: "pdf",
  },
  png: { contentType: "image/png", declared: ["image/png"], signature: "png" },
  jpg: { contentType: "image/jpeg", declared: ["image/jpeg", "image/pjpeg"], signature: "jpeg" },
  jpeg: { contentType: "image/jpeg", declared: ["image/jpeg", "image/pjpeg"], signature: "jpeg" },
  gif: { contentType: "image/gif", declared: ["image/gif"], signature: "gif" },
  webp: { contentType: "image/webp", declared: ["image/webp"], signature: "webp" },
  doc: { contentType: "application/msword", declared: ["application/msword"], signature: "ole" },
  xls: { contentType: "application/vnd.ms-excel", declared: ["application/vnd.ms-excel"], signature: "ole" },
  ppt: {
    contentType: "application/vnd.ms-powerpoint",
    declared: ["application/vnd.ms-powerpoint"],
    signature: "ole",
  },
  docx: {
    contentType: `${OOXML}.wordprocessingml.document`,
    declared: [`${OOXML}.wordprocessingml.document`, "application/zip"],
    signature: "zip",
  },
  xlsx: {
    contentType: `${OOXML}.spreadsheetml.sheet`,
    declared: [`${OOXML}.spreadsheetml.sheet`, "application/zip"],
    signature: "zip",
  },
  pptx: {
    contentType: `${OOXML}.presentationml.presentation`,
    declared: [`${OOXML}.presentationml.presentation`, "application/zip"],
    signature: "zip",
  },
  odt: {
    contentType: "application/vnd.oasis.opendocument.text",
    declared: ["application/vnd.oasis.opendocument.text", "application/zip"],
    signature: "zip",
  },
  ods: {
    contentType: "application/vnd.oasis.opendocument.spreadsheet",
    declared: ["application/vnd.oasis.opendocument.spreadsheet", "application/zip"],
    signature: "zip",
  },
  txt: { contentType: "text/plain", declared: ["text/plain"], signature: "text" },
  csv: {
    contentType: "text/csv",
    // Windows browsers declare .csv as an Excel file.
    declared: ["text/csv", "text/plain", "application/csv", "text/x-csv", "application/vnd.ms-excel"],
    signature: "text",
  },
};

/** For the file picker's `accept` attribute. */
export const ACCEPT_ATTRIBUTE = Object.keys(ACCEPTED_FILES)
  .map((extension) => `.${extension}`)
  .join(",");

/** Declarations that say nothing about the type. */
const UNDECLARED = new Set(["", "application/octet-stream", "binary/octet-stream"]);

// Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise an extension.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export const MAX_DOCUMENT_NAME_LENGTH = 200;

/**
 * The client's file name reduced to a display name and an extension: any path (with / or \) is
 * dropped, and so are control characters. The extension is lower case, without the dot.
 */
export function splitClientFileName(clientName: string): { name: string; extension: string } {
  const base = (clientName.split(/[\\/]/).pop() ?? "").replace(UNSAFE_CHARACTERS, "").trim();
  const dot = base.lastIndexOf(".");
  const hasExtension = dot > -1 && dot < base.length - 1;
  const extension = hasExtension ? base.slice(dot + 1).toLowerCase() : "";
  const name = (hasExtension ? base.slice(0, dot) : base).trim().slice(0, MAX_DOCUMENT_NAME_LENGTH).trim();
  // Dots only ("...pdf" gives "..") cannot be renamed later: no name, the server picks one.
  return { name: /^\.*$/.test(name) ? "" : name, extension };
}

/** A new display name chosen by the user: 1..200 characters, no slashes, no control characters. */
export function isValidDocumentName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length >= 1 &&
    trimmed.length <= MAX_DOCUMENT_NAME_LENGTH &&
    !/[\\/]/.test(trimmed) &&
    // "." and ".." cannot travel as a URL path segment.
    !/^\.+$/.test(trimmed) &&
    !new RegExp(UNSAFE_CHARACTERS.source).test(trimmed)
  );
}

const escapeCharacter = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;

/**
 * A new name as the {name} segment of /documents/update/{id}/{name}. Dots are escaped too, so
 * that no name reads as "." or "..". The router decodes it all.
 */
export function documentNameSegment(name: string): string {
  return encodeURIComponent(name).replace(/[.!'()*~]/g, escapeCharacter);
}

/** The accepted extension a declared MIME type stands for, used when the name has none. */
function extensionForDeclaredType(declared: string): string | undefined {
  return Object.entries(ACCEPTED_FILES).find(([, kind]) => kind.contentType === declared)?.[0];
}

export type FileCheck =
  | { ok: true; extension: string; contentType: string }
  | { ok: false; reason: "typeNotAllowed" | "contentMismatch"; extension: string };

/**
 * Whether a file may be stored: its extension must be accepted, the MIME type the client
 * declared (if any) must fit that extension, and the content must carry the matching signature.
 */
export function checkFile(extension: string, declaredType: string, bytes: Uint8Array): FileCheck {
  const declared = declaredType.split(";")[0]!.trim().toLowerCase();
  const ext = extension || extensionForDeclaredType(declared) || "";
  const kind = ACCEPTED_FILES[ext];
  if (!kind) return { ok: false, reason: "typeNotAllowed", extension: ext };
  if (!UNDECLARED.has(declared) && !kind.declared.includes(declared)) {
    return { ok: false, reason: "contentMismatch", extension: ext };
  }
  if (!hasSignature(kind.signature, bytes)) return { ok: false, reason: "contentMismatch", extension: ext };
  return { ok: true, extension: ext, contentType: kind.contentType };
}

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function hasSignature(signature: Signature, bytes: Uint8Array): boolean {
  switch (signature) {
    case "pdf":
      // A header alone is easy to put in front of anything: the end-of-file marker must close it.
      return startsWith(bytes, ascii("%PDF-")) && endsWithPdfTrailer(bytes);
    case "png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "gif":
      return startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
    case "webp":
      return startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8);
    case "zip":
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case "ole":
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case "text":
      return isUtf8Text(bytes);
  }
}

/** How far from the end a PDF's last "%%EOF" may sit (writers may append whitespace or padding). */
const PDF_TRAILER_WINDOW = 1024;

function endsWithPdfTrailer(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - PDF_TRAILER_WINDOW));
  return new TextDecoder("latin1").decode(tail).includes("%%EOF");
}

/** Valid UTF-8 without NUL bytes. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Content-Disposition for a download: an ASCII fallback `filename` and the exact UTF-8 name in
 * `filename*` (RFC 5987 / RFC 6266).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "download";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
