import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { deleteMovementRow, findMovement } from "./repository";

/**
 * DELETE /api/payments/{paymentId}/{eventId}: removes one movement of an open event (a
 * reservation payment too: its reservation's toPay grows back). Transfer halves are refused:
 * deleting one alone would change the overall takings.
 */
export async function deleteMovement({
  db,
  caller,
  paymentId,
  eventId,
}: {
  db: Db;
  caller: Caller;
  paymentId: number;
  eventId: number;
}): Promise<null> {
  return db.transaction(async (tx) => {
    await assertEventOpen(tx, eventId);
    const movement = await findMovement(tx, paymentId);
    if (!movement || movement.eventId !== eventId) throw new DomainError("movementNotFound");
    if (movement.linkedPaymentId !== null || movement.systemItem === "Transfer")
      throw new DomainError("transferNotDeletable");
    await deleteMovementRow(tx, paymentId);
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "payment",
      entityId: paymentId,
      action: "delete",
      before: { ...movement },
    });
    return null;
  });
}
