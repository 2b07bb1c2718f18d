import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { paymentItems, paymentMethods } from "@/db/schema";
import { SYSTEM_PAYMENT_ITEMS, SYSTEM_PAYMENT_METHODS } from "@/lib/payments-config/system-rows";

/**
 * Reference data of the events area: the system payment methods (Contanti, Carta, Bonifico,
 * Assegno) and the system payment items the accounting computes. Idempotent: rows that exist
 * are left as they are.
 */
export async function ensureEventReferenceData(db: DbOrTx): Promise<void> {
  const methods = await db
    .select({ method: paymentMethods.method })
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.isCustom, false), inArray(paymentMethods.method, [...SYSTEM_PAYMENT_METHODS])),
    );
  const missingMethods = SYSTEM_PAYMENT_METHODS.filter(
    (method) => !methods.some((row) => row.method === method),
  );
  if (missingMethods.length) {
    await db.insert(paymentMethods).values(missingMethods.map((method) => ({ method, isCustom: false })));
  }

  const items = await db.select({ systemItem: paymentItems.systemItem }).from(paymentItems);
  const missingItems = SYSTEM_PAYMENT_ITEMS.filter(
    (item) => !items.some((row) => row.systemItem === item.systemItem),
  );
  if (missingItems.length) {
    await db.insert(paymentItems).values(missingItems.map((item) => ({ ...item, isCustom: false })));
  }
}
