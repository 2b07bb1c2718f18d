import type { DbOrTx } from "@/db/client";
import { listPaymentMethods as listPaymentMethodRows } from "./repository";
import type { PaymentMethodDto } from "./schemas";

/** Every payment method: the system ones first, then the custom ones by name. */
export function listPaymentMethods({ db }: { db: DbOrTx }): Promise<PaymentMethodDto[]> {
  return listPaymentMethodRows(db);
}
