import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { paymentItems, paymentMethods } from "@/db/schema";
import type { PaymentCategory, PaymentItemDto, PaymentMethodDto } from "./schemas";

const itemColumns = {
  id: paymentItems.id,
  category: paymentItems.category,
  description: paymentItems.description,
  isCustom: paymentItems.isCustom,
  isVisible: paymentItems.isVisible,
  systemItem: paymentItems.systemItem,
};

/** System items first, then by description. */
export function listPaymentItems(db: DbOrTx, category?: PaymentCategory): Promise<PaymentItemDto[]> {
  return db
    .select(itemColumns)
    .from(paymentItems)
    .where(category ? eq(paymentItems.category, category) : undefined)
    .orderBy(asc(paymentItems.isCustom), asc(sql`lower(${paymentItems.description})`), asc(paymentItems.id));
}

export async function findPaymentItem(db: DbOrTx, id: number): Promise<PaymentItemDto | null> {
  const [row] = await db.select(itemColumns).from(paymentItems).where(eq(paymentItems.id, id));
  return row ?? null;
}

export async function isPaymentItemTaken(
  db: DbOrTx,
  category: PaymentCategory,
  description: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: paymentItems.id })
    .from(paymentItems)
    .where(
      and(
        eq(paymentItems.category, category),
        eq(sql`lower(${paymentItems.description})`, description.toLowerCase()),
        exceptId ? ne(paymentItems.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const methodColumns = {
  id: paymentMethods.id,
  method: paymentMethods.method,
  isCustom: paymentMethods.isCustom,
};

/** System methods first (in their fixed order), then the custom ones by name. */
export function listPaymentMethods(db: DbOrTx): Promise<PaymentMethodDto[]> {
  return db
    .select(methodColumns)
    .from(paymentMethods)
    .orderBy(
      asc(paymentMethods.isCustom),
      asc(sql`case when ${paymentMethods.isCustom} then lower(${paymentMethods.method}) end`),
      asc(paymentMethods.id),
    );
}

export async function findPaymentMethod(db: DbOrTx, id: number): Promise<PaymentMethodDto | null> {
  const [row] = await db.select(methodColumns).from(paymentMethods).where(eq(paymentMethods.id, id));
  return row ?? null;
}

export async function isPaymentMethodTaken(db: DbOrTx, method: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(sql`lower(${paymentMethods.method})`, method.toLowerCase()),
        exceptId ? ne(paymentMethods.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
