import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { customers } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { deleteObjectDocuments } from "@/lib/documents/delete-object-documents";
import { findCustomerRecord } from "./repository";

/** Deletes a customer with its attachments. */
export async function deleteCustomer({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  const removeFiles = await db.transaction(async (tx) => {
    const before = await findCustomerRecord(tx, id);
    if (!before) throw new DomainError("notFound");
    const removeAttachmentFiles = await deleteObjectDocuments(tx, id);
    await tx.delete(customers).where(eq(customers.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "customer",
      entityId: id,
      action: "delete",
      before,
    });
    return removeAttachmentFiles;
  });
  // Files go only once the rows are gone for good.
  await removeFiles();
}
