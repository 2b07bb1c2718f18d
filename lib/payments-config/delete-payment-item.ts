import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { paymentItems } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { findPaymentItem } from "./repository";

/** Deletes a custom item; system items are fixed. */
export async function deletePaymentItem({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findPaymentItem(tx, id);
    if (!before) throw new DomainError("paymentItemNotFound");
    if (!before.isCustom) throw new DomainError("systemPaymentItemProtected");
    await tx.delete(paymentItems).where(eq(paymentItems.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "paymentItem",
      entityId: id,
      action: "delete",
      before,
    });
  });
}
