import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { findEntryById, findLiveEntryForUpdate, updateEntry } from "./repository";
import type { EntryDto } from "./schemas";

/**
 * POST /api/entries/setnumber/{id}/{number}: the player's buy-ins in the event (re-entries raise
 * it). Entries of a Packet reservation may be raised too: the reservation only creates and
 * removes them.
 */
export async function setEntryNumber({
  db,
  caller,
  id,
  number,
}: {
  db: Db;
  caller: Caller;
  id: number;
  number: number;
}): Promise<EntryDto> {
  await db.transaction(async (tx) => {
    const entry = await findLiveEntryForUpdate(tx, id);
    if (!entry) throw new DomainError("entryNotFound");
    await assertEventOpen(tx, entry.eventId);
    if (entry.number === number) return;
    await updateEntry(tx, id, { number });
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "entry",
      entityId: id,
      action: "update",
      before: { number: entry.number },
      after: { number },
    });
  });
  return (await findEntryById(db, id))!;
}
