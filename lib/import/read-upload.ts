import { DomainError } from "@/lib/api/errors";
import { readBodyUpTo } from "@/lib/api/read-body";
import { parseMultipart } from "./multipart";
import { IMPORT_MAX_BYTES } from "./read-table";

/** Room for the multipart envelope (boundaries, part headers, other small fields) around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new DomainError("importFileTooLarge", { params: { max: "20 MB" } });

/**
 * The one file of a multipart upload (and its other text fields). The body is read up to the
 * limit plus the multipart overhead and no further, whatever Content-Length claims: a larger
 * body is refused (413) without being held in memory.
 */
export async function readImportUpload(
  req: Request,
  maxBytes = IMPORT_MAX_BYTES,
): Promise<{ name: string; content: Buffer; fields: Record<string, string> }> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new DomainError("importUploadInvalid");
  const limit = maxBytes + MULTIPART_OVERHEAD;
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const body = await readBodyUpTo(req, limit);
  if (!body) throw tooLarge();
  const parts = parseMultipart(body, contentType);
  if (!parts) throw new DomainError("importUploadInvalid");
  const files = parts.filter((part) => part.fileName !== null);
  const fields: Record<string, string> = {};
  for (const part of parts) if (part.fileName === null) fields[part.name] = part.content.toString("utf8");
  if (files.length !== 1) throw new DomainError("importUploadInvalid");
  const file = files[0]!;
  if (file.content.byteLength > maxBytes) throw tooLarge();
  if (file.content.byteLength === 0) throw new DomainError("importFileEmpty");
  return { name: file.fileName || "file", content: file.content, fields };
}
