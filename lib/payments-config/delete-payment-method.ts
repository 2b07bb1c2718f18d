import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { paymentMethods } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { findPaymentMethod } from "./repository";

/** Deletes a custom payment method; the system methods are fixed. */
export async function deletePaymentMethod({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findPaymentMethod(tx, id);
    if (!before) throw new DomainError("paymentMethodNotFound");
    if (!before.isCustom) throw new DomainError("systemPaymentMethodProtected");
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "paymentMethod",
      entityId: id,
      action: "delete",
      before,
    });
  });
}
