import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { documents } from "@/db/schema";
import { instantToApi } from "@/lib/dates";
import type { DocumentDto, DocumentObjectType } from "./schemas";

export type DocumentRow = typeof documents.$inferSelect;

export function toDocumentDto(row: DocumentRow): DocumentDto {
  return {
    id: row.id,
    objectId: row.objectId,
    objectType: row.objectType,
    name: row.name,
    extension: row.extension,
    contentType: row.contentType,
    size: row.size,
    createdAt: instantToApi(row.createdAt)!,
  };
}

export async function findDocument(db: DbOrTx, id: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row ?? null;
}

/** The attachments of one object of one type, oldest first. */
export function listDocumentsOf(
  db: DbOrTx,
  objectType: DocumentObjectType,
  objectId: number,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.objectType, objectType), eq(documents.objectId, objectId)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}
