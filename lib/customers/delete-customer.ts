import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { customers } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { findCustomerRecord } from "./repository";

export async function deleteCustomer({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findCustomerRecord(tx, id);
    if (!before) throw new DomainError("notFound");
    await tx.delete(customers).where(eq(customers.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "customer",
      entityId: id,
      action: "delete",
      before,
    });
  });
}
