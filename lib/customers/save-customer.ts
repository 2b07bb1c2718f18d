import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { customers } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { personSearchKey } from "@/lib/names/fold-name";
import { findCustomerById, findCustomerRecord } from "./repository";
import type { CustomerDto, SaveCustomerInput } from "./schemas";

/** Creates (no id) or updates a customer, in one transaction with its audit row. */
export async function saveCustomer({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SaveCustomerInput;
}): Promise<CustomerDto> {
  const customerId = await db.transaction(async (tx) => {
    const { id, ...fields } = input;
    const before = id ? await findCustomerRecord(tx, id) : null;
    if (id && !before) throw new DomainError("notFound");
    let savedId: number;
    if (before) {
      await tx
        .update(customers)
        .set({ ...fields, searchKey: personSearchKey(fields), updatedAt: new Date() })
        .where(eq(customers.id, before.id));
      savedId = before.id;
    } else {
      const [created] = await tx
        .insert(customers)
        .values({ ...fields, searchKey: personSearchKey(fields) })
        .returning({ id: customers.id });
      savedId = created!.id;
    }
    const after = (await findCustomerRecord(tx, savedId))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "customer",
      entityId: savedId,
      action: before ? "update" : "create",
      before,
      after,
    });
    return savedId;
  });
  return (await findCustomerById(db, customerId))!;
}
