import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { paymentMethods } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { findPaymentMethod, isPaymentMethodTaken } from "./repository";
import type { PaymentMethodDto, SavePaymentMethodInput } from "./schemas";

/** Creates or renames a custom payment method; the system methods are fixed. */
export async function savePaymentMethod({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SavePaymentMethodInput;
}): Promise<PaymentMethodDto> {
  return db.transaction(async (tx) => {
    const before = input.id ? await findPaymentMethod(tx, input.id) : null;
    if (input.id && !before) throw new DomainError("paymentMethodNotFound");
    if (before && !before.isCustom) throw new DomainError("systemPaymentMethodProtected");
    if (await isPaymentMethodTaken(tx, input.method, before?.id)) {
      throw new DomainError("paymentMethodTaken", { validationCodes: ["AlreadyExistsEntity"] });
    }
    let id: number;
    if (before) {
      await tx.update(paymentMethods).set({ method: input.method }).where(eq(paymentMethods.id, before.id));
      id = before.id;
    } else {
      const [created] = await tx
        .insert(paymentMethods)
        .values({ method: input.method, isCustom: true })
        .returning({ id: paymentMethods.id });
      id = created!.id;
    }
    const after = (await findPaymentMethod(tx, id))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "paymentMethod",
      entityId: id,
      action: before ? "update" : "create",
      before,
      after,
    });
    return after;
  });
}
