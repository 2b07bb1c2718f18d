import { DomainError } from "@/lib/api/errors";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { IMPORT_MAX_BYTES } from "@/lib/import/read-table";
import type { FestivalTables } from "./prepare";
import { festivalImportMappingSchema, type FestivalImportMapping } from "./schemas";
import { toImportTable, type UploadedFile } from "./table-adapter";
import { readBodyUpTo } from "@/lib/api/read-body";
import { parseMultipart } from "@/lib/import/multipart";

/** Room for the multipart envelope around the two files and the mapping. */
const MULTIPART_OVERHEAD = 256 * 1024;

/**
 * The multipart body of a festival import: the files `entries` and `reservations` (either may be
 * left out), and for the run the mapping step's choices as JSON in `mapping`. The body is read up
 * to two files' limit and no further, whatever Content-Length claims.
 */
export async function readFestivalUpload(
  req: Request,
  t: ApiTranslator,
): Promise<{ tables: FestivalTables; mapping: FestivalImportMapping }> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new DomainError("festivalImportUploadInvalid");
  const limit = 2 * IMPORT_MAX_BYTES + MULTIPART_OVERHEAD;
  const tooLarge = () => new DomainError("importFileTooLarge", { params: { max: "20 MB" } });
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const body = await readBodyUpTo(req, limit);
  if (body === null) throw tooLarge();
  // Shorter than announced: cut off on the way (the proxy keeps only its maximum body size).
  if (Number.isFinite(declared) && declared > 0 && body.byteLength < declared) throw tooLarge();
  const parts = parseMultipart(body, contentType);
  if (!parts) throw new DomainError("festivalImportUploadInvalid");
  // The first part of a name, as FormData.get answers.
  const part = (name: string) => parts.find((p) => p.name === name) ?? null;
  const fileField = (name: string): UploadedFile | null => {
    const value = part(name);
    if (value === null) return null;
    if (value.fileName === null) throw new DomainError("festivalImportUploadInvalid");
    return { name: value.fileName, content: value.content };
  };
  const entriesFile = fileField("entries");
  const reservationsFile = fileField("reservations");
  if (!entriesFile && !reservationsFile) throw new DomainError("festivalImportNoFile");
  const mappingPart = part("mapping");
  let mapping: FestivalImportMapping = { hotels: [], roomTypes: [] };
  if (mappingPart !== null) {
    if (mappingPart.fileName !== null) throw new DomainError("festivalImportMappingInvalid");
    let parsed: unknown;
    try {
      parsed = JSON.parse(mappingPart.content.toString("utf8"));
    } catch {
      throw new DomainError("festivalImportMappingInvalid");
    }
    // A wrong shape answers zod's 400 with the field named.
    mapping = festivalImportMappingSchema.parse(parsed);
  }
  return {
    tables: {
      entries: entriesFile ? await toImportTable(entriesFile, "entries", t) : null,
      reservations: reservationsFile ? await toImportTable(reservationsFile, "reservations", t) : null,
    },
    mapping,
  };
}
