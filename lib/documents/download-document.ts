import { Readable } from "node:stream";
import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { contentDisposition } from "./file-types";
import { getAccessibleDocument } from "./get-accessible-document";
import { openStoredFile } from "./storage";

/**
 * The attachment's file as a download: streamed, with the stored Content-Type (never sniffed),
 * its display name as the file name, and no caching.
 */
export async function downloadDocument({
  db,
  caller,
  id,
}: {
  db: DbOrTx;
  caller: Caller;
  id: number;
}): Promise<Response> {
  const row = await getAccessibleDocument({ db, caller, id, mode: "read" });
  const handle = await openStoredFile(row.storageKey);
  if (!handle) throw new DomainError("documentFileMissing");
  let size: number;
  try {
    size = (await handle.stat()).size;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  // The read stream closes the file when it ends, fails or the client goes away.
  const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
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
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
