import type { DbOrTx } from "@/db/client";
import { listPaymentItems as listPaymentItemRows } from "./repository";
import type { PaymentCategory, PaymentItemDto } from "./schemas";

/** Every payment item (or those of one category): system items first, then by description. */
export function listPaymentItems({
  db,
  category,
}: {
  db: DbOrTx;
  category?: PaymentCategory;
}): Promise<PaymentItemDto[]> {
  return listPaymentItemRows(db, category);
}
