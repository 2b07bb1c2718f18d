import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { locationGroups, locations } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { findLocationGroup } from "./repository";

/** Deletes a group; its hotels stay, without a group. */
export async function deleteLocationGroup({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findLocationGroup(tx, id);
    if (!before) throw new DomainError("groupNotFound");
    await tx
      .update(locations)
      .set({ locationGroupId: null, updatedAt: new Date() })
      .where(eq(locations.locationGroupId, id));
    await tx.delete(locationGroups).where(eq(locationGroups.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "locationGroup",
      entityId: id,
      action: "delete",
      before: { name: before.name, locations: before.locations.map((location) => location.name) },
    });
  });
}
