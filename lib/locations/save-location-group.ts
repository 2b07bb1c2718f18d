import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { locationGroups } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { findLocationGroup, isLocationGroupNameTaken } from "./repository";
import type { LocationGroupDto, SaveLocationGroupInput } from "./schemas";

/** Creates or renames a group of hotels; names are unique, case-insensitively. */
export async function saveLocationGroup({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SaveLocationGroupInput;
}): Promise<LocationGroupDto> {
  return db.transaction(async (tx) => {
    const before = input.id ? await findLocationGroup(tx, input.id) : null;
    if (input.id && !before) throw new DomainError("groupNotFound");
    if (await isLocationGroupNameTaken(tx, input.name, before?.id)) {
      throw new DomainError("groupNameTaken", { validationCodes: ["AlreadyExistsEntity"] });
    }
    let groupId: number;
    if (before) {
      await tx.update(locationGroups).set({ name: input.name }).where(eq(locationGroups.id, before.id));
      groupId = before.id;
    } else {
      const [created] = await tx
        .insert(locationGroups)
        .values({ name: input.name })
        .returning({ id: locationGroups.id });
      groupId = created!.id;
    }
    const after = (await findLocationGroup(tx, groupId))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "locationGroup",
      entityId: groupId,
      action: before ? "update" : "create",
      before: before && { name: before.name },
      after: { name: after.name },
    });
    return after;
  });
}
