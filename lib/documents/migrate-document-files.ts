import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { documentContents, documents } from "@/db/schema";
import { documentsDir, documentsOnDisk } from "./storage";

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BATCH = 200;

export type DocumentFilesMigration = { migrated: number; removed: number; left: number };

/**
 * Moves the attachment files kept in .data/documents before attachments lived in the database
 * into document_contents, once, at start (db/bootstrap.ts, under the start-up lock). Idempotent: a
 * document that already has its content is skipped, and a file is removed only once its content
 * is committed (so a start cut short just migrates the rest next time). Files that belong to no
 * document are left where they are. Nothing happens with DOCUMENTS_DIR set (the files stay the
 * storage) or when the folder does not exist.
 */
export async function migrateDocumentFiles(
  db: Db,
  { dir = documentsDir() }: { dir?: string } = {},
): Promise<DocumentFilesMigration> {
  const outcome = { migrated: 0, removed: 0, left: 0 };
  if (documentsOnDisk()) return outcome;
  let names: string[];
  try {
    names = (await fs.readdir(/*turbopackIgnore: true*/ dir)).filter((name) => STORAGE_KEY.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return outcome;
    throw error;
  }
  for (let start = 0; start < names.length; start += BATCH) {
    const keys = names.slice(start, start + BATCH);
    const rows = await db
      .select({ id: documents.id, storageKey: documents.storageKey, stored: documentContents.documentId })
      .from(documents)
      .leftJoin(documentContents, eq(documentContents.documentId, documents.id))
      .where(inArray(documents.storageKey, keys));
    const known = new Map(rows.map((row) => [row.storageKey, row]));
    for (const key of keys) {
      const row = known.get(key);
      if (!row) {
        outcome.left++;
        continue;
      }
      const file = path.join(/*turbopackIgnore: true*/ dir, key);
      if (row.stored === null) {
        let bytes: Buffer;
        try {
          bytes = await fs.readFile(file);
        } catch (error) {
          // Another node starting at the same time took it first.
          if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
          throw error;
        }
        const inserted = await db
          .insert(documentContents)
          .values({ documentId: row.id, content: bytes })
          .onConflictDoNothing()
          .returning({ id: documentContents.documentId });
        if (inserted.length) outcome.migrated++;
      }
      await fs.rm(file, { force: true });
      outcome.removed++;
    }
  }
  // The folder goes when it is empty (an error here, e.g. files left, is not a failure).
  await fs.rmdir(dir).catch(() => {});
  return outcome;
}
