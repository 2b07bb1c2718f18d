import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { paymentItems } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { findPaymentItem, isPaymentItemTaken } from "./repository";
import type { PaymentItemDto, SavePaymentItemInput } from "./schemas";

/**
 * Creates a custom cost, income or refund item, or renames one. System items are fixed; an
 * item keeps its category (its movements were booked under it).
 */
export async function savePaymentItem({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SavePaymentItemInput;
}): Promise<PaymentItemDto> {
  return db.transaction(async (tx) => {
    const before = input.id ? await findPaymentItem(tx, input.id) : null;
    if (input.id && !before) throw new DomainError("paymentItemNotFound");
    if (before && !before.isCustom) throw new DomainError("systemPaymentItemProtected");
    const category = before?.category ?? input.category;
    if (!category) throw new DomainError("paymentCategoryRequired");
    if (await isPaymentItemTaken(tx, category, input.description, before?.id)) {
      throw new DomainError("paymentItemTaken", { validationCodes: ["AlreadyExistsEntity"] });
    }
    let id: number;
    if (before) {
      await tx
        .update(paymentItems)
        .set({ description: input.description, isVisible: input.isVisible })
        .where(eq(paymentItems.id, before.id));
      id = before.id;
    } else {
      const [created] = await tx
        .insert(paymentItems)
        .values({ category, description: input.description, isVisible: input.isVisible, isCustom: true })
        .returning({ id: paymentItems.id });
      id = created!.id;
    }
    const after = (await findPaymentItem(tx, id))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "paymentItem",
      entityId: id,
      action: before ? "update" : "create",
      before,
      after,
    });
    return after;
  });
}
