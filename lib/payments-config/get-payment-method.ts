import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findPaymentMethod } from "./repository";
import type { PaymentMethodDto } from "./schemas";

export async function getPaymentMethod({ db, id }: { db: DbOrTx; id: number }): Promise<PaymentMethodDto> {
  const method = await findPaymentMethod(db, id);
  if (!method) throw new DomainError("paymentMethodNotFound");
  return method;
}
