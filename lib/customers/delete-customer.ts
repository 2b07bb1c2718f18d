import { eq, sql } from "drizzle-orm";
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
    // A guest of reservations or a player of events stays (statistics, accounting): refuse.
    const usage = await tx.execute<{ reservations: number; entries: number }>(sql`
      select (select count(*)::integer from reservation_customers where customer_id = ${id}) as reservations,
             (select count(*)::integer from entries where customer_id = ${id} and not is_deleted) as entries`);
    const { reservations, entries } = usage.rows[0]!;
    if (reservations > 0 || entries > 0) {
      throw new DomainError("customerInUse", { params: { reservations, entries } });
    }
    // Removed entries (soft-deleted) go with the customer.
    await tx.execute(sql`delete from entries where customer_id = ${id}`);
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
