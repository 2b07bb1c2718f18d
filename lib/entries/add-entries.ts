import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { addEntries as addEntryRows, countExistingCustomers, entriesOfCustomers } from "./repository";
import type { EntryDto } from "./schemas";

/**
 * POST /api/entries/{eventId}: registers these customers as players of the event (number 1,
 * source Entry); a customer already in keeps their entry, a deleted one comes back. Answers the
 * customers' entries. One transaction with an audit row per entry added.
 */
export async function addEntries({
  db,
  caller,
  eventId,
  customerIds,
}: {
  db: Db;
  caller: Caller;
  eventId: number;
  customerIds: number[];
}): Promise<EntryDto[]> {
  return db.transaction(async (tx) => {
    await assertEventOpen(tx, eventId);
    if ((await countExistingCustomers(tx, customerIds)) !== customerIds.length) {
      throw new DomainError("entryCustomerNotFound");
    }
    const addedIds = await addEntryRows(tx, eventId, customerIds);
    const saved = await entriesOfCustomers(tx, eventId, customerIds);
    for (const entry of saved.filter((e) => addedIds.includes(e.id))) {
      await writeAudit(tx, {
        accountId: caller.accountId,
        entity: "entry",
        entityId: entry.id,
        action: "create",
        after: { eventId, customerId: entry.customerId, number: entry.number, editSource: entry.editSource },
      });
    }
    return saved;
  });
}
