import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { periodPricings } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { countReservationsLosingPeriod, findPeriodPricing, findPeriodPricingRow } from "./repository";
import { auditSnapshot } from "./audit-snapshot";

/**
 * Deletes a hotel period with its room pricings and per-night allotments; refused when the event
 * is closed, and while reservations that are not Canceled use it.
 */
export async function deletePeriodPricing({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findPeriodPricingRow(tx, id);
    if (!row) throw new DomainError("periodPricingNotFound");
    await assertEventOpen(tx, row.eventId, { lock: "update" });
    const inUse = await countReservationsLosingPeriod(tx, id, null);
    if (inUse > 0) throw new DomainError("periodHasReservations", { params: { count: inUse } });
    const before = (await findPeriodPricing(tx, id))!;
    await tx.delete(periodPricings).where(eq(periodPricings.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "periodPricing",
      entityId: id,
      action: "delete",
      before: auditSnapshot(before),
    });
  });
}
