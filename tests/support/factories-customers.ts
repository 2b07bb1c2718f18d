import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { customers } from "@/db/schema";
import { personSearchKey } from "@/lib/names/fold-name";

export type CustomerRow = typeof customers.$inferSelect;

/** A customer written straight to the database (not through the API). */
export async function createCustomer(
  values: Partial<typeof customers.$inferInsert> = {},
): Promise<CustomerRow> {
  const row0 = { firstName: "Cliente", lastName: "Di Prova", phonePrefix: "+39", ...values };
  const [row] = await getDb()
    .insert(customers)
    .values({ searchKey: personSearchKey(row0), ...row0 })
    .returning();
  return row!;
}

export async function customerRow(id: number): Promise<CustomerRow | null> {
  const [row] = await getDb().select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export async function customerTotal(): Promise<number> {
  return getDb().$count(customers);
}
