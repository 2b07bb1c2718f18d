import { DomainError } from "@/lib/api/errors";
import { readBodyUpTo } from "@/lib/api/read-body";

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new DomainError("documentTooLarge", { params: { max: formatSize(maxBytes) } });

/** 10485760 -> "10 MB", 1536 -> "1.5 KB", 500 -> "500 byte". */
export function formatSize(bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), "MB"]
      : bytes >= 1024
        ? [bytes / 1024, "KB"]
        : [bytes, "byte"];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}

/**
 * The one file of a multipart upload. The body is read up to the size limit (plus the
 * multipart overhead) and no further, whatever Content-Length claims, so an oversized or
 * endless body is refused without being held in memory.
 */
export async function readUploadedFile(req: Request, maxBytes: number): Promise<File> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new DomainError("documentUploadInvalid");
  const limit = maxBytes + MULTIPART_OVERHEAD;
  const declaredLength = Number(req.headers.get("content-length"));
  if (Number.isFinite(declaredLength) && declaredLength > limit) throw tooLarge(maxBytes);

  const body = await readBodyUpTo(req, limit);
  if (body === null) throw tooLarge(maxBytes);
  // A body shorter than announced was cut off on the way (Next's proxy keeps only the first
  // 10 MB of a request body): the file is too large for this server.
  if (Number.isFinite(declaredLength) && declaredLength > 0 && body.byteLength < declaredLength) {
    throw tooLarge(maxBytes);
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new DomainError("documentUploadInvalid");
  }
  const files = [...form.values()].filter((value): value is File => typeof value !== "string");
  if (files.length !== 1) throw new DomainError("documentUploadInvalid");
  const file = files[0]!;
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  if (file.size === 0) throw new DomainError("documentEmpty");
  return file;
}
