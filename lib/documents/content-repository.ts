import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { documentContents } from "@/db/schema";

/** Bytes read per query while streaming a download (a 10 MB file: 20 short queries). */
export const CONTENT_CHUNK_BYTES = 512 * 1024;

/** Stores the bytes of a new attachment, in the transaction that inserts its row. */
export async function insertDocumentContent(
  tx: DbOrTx,
  documentId: number,
  bytes: Uint8Array,
): Promise<void> {
  await tx
    .insert(documentContents)
    .values({ documentId, content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
}

type ContentRow = { size: number | string; part: Buffer } & Record<string, unknown>;

/**
 * The content of an attachment as a stream read in slices of `chunkBytes` (one short query each,
 * on any pooled connection: no connection is held while the client reads), with its size; null
 * when the document has no content. The first slice comes with the size, so a small file costs
 * one query. A content removed while it streams ends the stream with an error.
 */
export async function openDocumentContent(
  db: Db,
  documentId: number,
  chunkBytes = CONTENT_CHUNK_BYTES,
): Promise<{ size: number; stream: ReadableStream<Uint8Array> } | null> {
  const first = await db.execute<ContentRow>(sql`
    select octet_length(content) as size, substring(content from 1 for ${chunkBytes}::int) as part
    from document_contents where document_id = ${documentId}`);
  const row = first.rows[0];
  if (!row) return null;
  const size = Number(row.size);
  let pending: Buffer | null = row.part;
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= size) return controller.close();
      let part = pending;
      pending = null;
      if (!part) {
        const next = await db.execute<ContentRow>(sql`
          select 0 as size, substring(content from ${offset + 1}::int for ${chunkBytes}::int) as part
          from document_contents where document_id = ${documentId}`);
        part = next.rows[0]?.part ?? null;
      }
      if (!part || part.byteLength === 0) return controller.error(new Error("attachment content gone"));
      offset += part.byteLength;
      controller.enqueue(new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
      if (offset >= size) controller.close();
    },
  });
  return { size, stream };
}
