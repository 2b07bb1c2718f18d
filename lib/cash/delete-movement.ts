import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { movementDeleteRefusal } from "./movement-rules";
import { deleteMovementRow, findMovement } from "./repository";

/**
 * DELETE /api/payments/{paymentId}/{eventId}: removes one movement of an open event. Refused
 * (movementDeleteRefusal): transfer halves, since deleting one alone would change the overall
 * takings, and a reservation's payments and refunds, which are changed on the reservation.
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
    const refusal = movementDeleteRefusal(movement);
    if (refusal) throw new DomainError(refusal);
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
