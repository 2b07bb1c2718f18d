import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { documents } from "@/db/schema";
import { documentsOnDisk, removeStoredFile } from "./storage";

/**
 * For the deletion of a user, agent, customer or hotel: removes the rows of its attachments
 * inside the caller's transaction (their contents in the database go with them) and returns a
 * function that removes their files (DOCUMENTS_DIR), to be called once that transaction has
 * committed.
 */
export async function deleteObjectDocuments(tx: DbOrTx, objectId: number): Promise<() => Promise<void>> {
  const removed = await tx
    .delete(documents)
    .where(eq(documents.objectId, objectId))
    .returning({ storageKey: documents.storageKey });
  return async () => {
    if (!documentsOnDisk()) return;
    for (const { storageKey } of removed) await removeStoredFile(storageKey);
  };
}
