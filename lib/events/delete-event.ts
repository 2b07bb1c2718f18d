import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { events } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "./assert-event-open";
import { countActiveReservationsOfEvent, countPeriodPricingsOfEvent, findEventById } from "./repository";

/**
 * Deletes an event that has nothing hanging on it yet: refused while it has reservations that
 * are not Canceled or hotel configurations (period pricings), and while it is closed. Canceled
 * reservations, entries and payments go with it.
 */
export async function deleteEvent({ db, caller, id }: { db: Db; caller: Caller; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await assertEventOpen(tx, id, { lock: "update" });
    const before = (await findEventById(tx, id))!;
    const booked = await countActiveReservationsOfEvent(tx, id);
    if (booked > 0) throw new DomainError("eventHasReservations", { params: { count: booked } });
    const periods = await countPeriodPricingsOfEvent(tx, id);
    if (periods > 0) throw new DomainError("eventHasPeriodPricings", { params: { count: periods } });
    await tx.delete(events).where(eq(events.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "event",
      entityId: id,
      action: "delete",
      before,
    });
  });
}
