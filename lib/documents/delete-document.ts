import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { documents } from "@/db/schema";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { getAccessibleDocument } from "./get-accessible-document";
import { toDocumentDto } from "./repository";
import { documentsOnDisk, removeStoredFile } from "./storage";

/**
 * Deletes an attachment: its row (with the audit row; its content in the database goes with it),
 * then, with DOCUMENTS_DIR, its file once that is committed.
 */
export async function deleteDocument({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  const storageKey = await db.transaction(async (tx) => {
    const before = await getAccessibleDocument({ db: tx, caller, id, mode: "write" });
    await tx.delete(documents).where(eq(documents.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "document",
      entityId: id,
      action: "delete",
      before: { ...toDocumentDto(before), createdAt: undefined },
    });
    return before.storageKey;
  });
  if (documentsOnDisk()) await removeStoredFile(storageKey);
}
