import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { locations } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { deleteObjectDocuments } from "@/lib/documents/delete-object-documents";
import { countLocationUses, findLocationById } from "./repository";

/**
 * Deletes a hotel with its room type notes and attachments, unless an event or an event hotel
 * configuration (period pricing) uses it.
 */
export async function deleteLocation({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  const removeFiles = await db.transaction(async (tx) => {
    const before = await findLocationById(tx, id);
    if (!before) throw new DomainError("locationNotFound");
    const uses = await countLocationUses(tx, id);
    if (uses.events > 0 || uses.periodPricings > 0) {
      throw new DomainError("locationInUse", {
        params: { events: uses.events, periodPricings: uses.periodPricings },
      });
    }
    const removeDocumentFiles = await deleteObjectDocuments(tx, id);
    await tx.delete(locations).where(eq(locations.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "location",
      entityId: id,
      action: "delete",
      before: { ...before, locationGroup: undefined, roomTypeInformation: undefined },
    });
    return removeDocumentFiles;
  });
  await removeFiles();
}
