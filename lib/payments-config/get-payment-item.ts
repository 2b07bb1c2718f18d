import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findPaymentItem } from "./repository";
import type { PaymentItemDto } from "./schemas";

export async function getPaymentItem({ db, id }: { db: DbOrTx; id: number }): Promise<PaymentItemDto> {
  const item = await findPaymentItem(db, id);
  if (!item) throw new DomainError("paymentItemNotFound");
  return item;
}
