import { customType, integer, pgTable } from "drizzle-orm/pg-core";
import { documents } from "./registries";

/** PostgreSQL bytea as a Node Buffer (node-postgres returns bytea as Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/**
 * The bytes of an attachment, when attachments live in the database (DOCUMENTS_DIR unset): every
 * app node reads the same content. One row per document, removed with it. The column is stored
 * uncompressed out of line (STORAGE EXTERNAL, in the migration) so that a download reads it in
 * slices (substring) without decompressing the whole value; attachments are mostly compressed
 * formats already.
 */
export const documentContents = pgTable("document_contents", {
  documentId: integer("document_id")
    .primaryKey()
    .references(() => documents.id, { onDelete: "cascade" }),
  content: bytea("content").notNull(),
});
