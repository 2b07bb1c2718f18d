import { Readable } from "node:stream";
import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { API_CONTENT_SECURITY_POLICY } from "@/lib/api/security-headers";
import type { Caller } from "@/lib/auth/caller";
import { contentDisposition } from "./file-types";
import { getAccessibleDocument } from "./get-accessible-document";
import { openDocumentContent } from "./content-repository";
import { documentsOnDisk, openStoredFile } from "./storage";

/**
 * The attachment's file as a download: streamed, with the stored Content-Type (never sniffed),
 * its display name as the file name, and no caching. From the database it is read in slices
 * (lib/documents/content-repository.ts), from DOCUMENTS_DIR as a file stream.
 */
export async function downloadDocument({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<Response> {
  const row = await getAccessibleDocument({ db, caller, id, mode: "read" });
  const content = documentsOnDisk() ? await openFile(row.storageKey) : await openDocumentContent(db, row.id);
  if (!content) throw new DomainError("documentFileMissing");
  const { size, stream } = content;
  const contentType = row.contentType.startsWith("text/")
    ? `${row.contentType}; charset=utf-8`
    : row.contentType;
  return new Response(stream, {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-length": String(size),
      "content-disposition": contentDisposition(`${row.name}.${row.extension}`),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      // The /api policy, sandbox included (the same value whichever of the two a server keeps).
      "content-security-policy": API_CONTENT_SECURITY_POLICY,
    },
  });
}

async function openFile(
  storageKey: string,
): Promise<{ size: number; stream: ReadableStream<Uint8Array> } | null> {
  const handle = await openStoredFile(storageKey);
  if (!handle) return null;
  let size: number;
  try {
    size = (await handle.stat()).size;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  // The read stream closes the file when it ends, fails or the client goes away.
  return { size, stream: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array> };
}
