import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { roles } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { countAccountsWithRole, findRole } from "./repository";

/** Deletes a role unless it is the default one or some account still holds it. */
export async function deleteRole({ db, caller, id }: { db: Db; caller: Caller; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRole(tx, id);
    if (!before) throw new DomainError("roleNotFound");
    if (before.isDefault) throw new DomainError("defaultRoleProtected");
    const holders = await countAccountsWithRole(tx, id);
    if (holders > 0) throw new DomainError("roleInUse", { params: { count: holders } });
    await tx.delete(roles).where(eq(roles.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "role",
      entityId: id,
      action: "delete",
      before: { name: before.name, permissions: before.permissions.map((p) => p.code) },
    });
  });
}
