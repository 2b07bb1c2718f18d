import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { communicationsOfSent, lockSentForDelivery, withdrawSent } from "./repository";

/**
 * POST /api/communications/withdraw/{id} ("Ritira"): an e-mail not yet delivered is dropped and
 * its communications are "Da inviare" again. The row lock waits for an attempt under way: if the
 * server accepted it meanwhile, the answer is a 409 and nothing changes. Also a 409 when one of
 * its reservations has a pending communication of its own since (the two would not merge).
 */
export async function withdrawCommunication({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const row = await lockSentForDelivery(tx, id);
    if (!row) throw new DomainError("communicationSentNotFound");
    await assertEventOpen(tx, row.event_id);
    if (row.channel !== "email" || row.delivery_status === "sent")
      throw new DomainError("communicationAlreadyDelivered");
    const communicationIds = (await communicationsOfSent(tx, id)).map((c) => c.id);
    if (!(await withdrawSent(tx, id))) throw new DomainError("communicationChangedSince");
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "communicationSent",
      entityId: id,
      action: "delete",
      before: {
        eventId: row.event_id,
        locationId: row.location_id,
        communicationIds,
        recipient: row.recipient,
        deliveryStatus: row.delivery_status,
      },
    });
  });
  return {};
}
