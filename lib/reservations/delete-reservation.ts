import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { reservations } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { queueReservationCommunications } from "@/lib/communications/queue-reservation-communications";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { auditSnapshot } from "./audit-snapshot";
import { countedStay, recordBookingHistory } from "./booking-history";
import { findReservationRow, isAgentOfReservation, loadReservation, syncPacketEntries } from "./repository";

/**
 * DELETE /api/reservations/{id}: the reservation with its guests, agents, nights and payments;
 * the entries it created for a Packet are soft-deleted; its hotel is to be told (Canceled).
 * Refused when the event is closed.
 */
export async function deleteReservation({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findReservationRow(tx, id, true);
    if (!row) throw new DomainError("reservationNotFound");
    if (caller.profileType === "Agent" && !(await isAgentOfReservation(tx, id, caller.profileId))) {
      throw new DomainError("reservationNotFound");
    }
    await assertEventOpen(tx, row.eventId);
    const before = (await loadReservation(tx, id))!;
    await syncPacketEntries(tx, { reservationId: id, eventId: row.eventId, customerIds: [] });
    await queueReservationCommunications({ tx, changes: [{ before, after: null }] });
    await tx.delete(reservations).where(eq(reservations.id, id));
    await recordBookingHistory(tx, { reservationIds: [id], before: countedStay(row), after: null });
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "reservation",
      entityId: id,
      action: "delete",
      before: auditSnapshot(before),
    });
  });
}
