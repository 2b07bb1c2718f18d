import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { findLiveEntryForUpdate, updateEntry } from "./repository";

/** DELETE /api/entries/{id}: soft, so the player's history stays (DOMAIN.md "Entries"). */
export async function deleteEntry({ db, caller, id }: { db: Db; caller: Caller; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const entry = await findLiveEntryForUpdate(tx, id);
    if (!entry) throw new DomainError("entryNotFound");
    await assertEventOpen(tx, entry.eventId);
    await updateEntry(tx, id, { isDeleted: true });
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "entry",
      entityId: id,
      action: "delete",
      before: { number: entry.number },
    });
  });
}
