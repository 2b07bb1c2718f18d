import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { eventExists } from "./repository";
import { assignProgressiveNumberRows } from "./search-repository";
import { scopeFor } from "./search-reservations";
import type { ReservationCriteria } from "./search-schemas";

/**
 * POST /api/reservations/progressivenumbers (DOMAIN.md "Progressive numbers"). Two desks numbering
 * the same event at once are serialized by a transaction-level advisory lock per event, so the
 * second one reads the first one's maximum; the unique index per event backs it.
 */
export async function assignProgressiveNumbers({
  db,
  caller,
  criteria,
}: {
  db: Db;
  caller: Caller;
  criteria: ReservationCriteria;
}): Promise<{ assigned: number }> {
  return db.transaction(async (tx) => {
    if (!(await eventExists(tx, criteria.eventId))) throw new DomainError("eventNotFound");
    await assertEventOpen(tx, criteria.eventId);
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`progressive:${criteria.eventId}`}, 0))`,
    );
    const assigned = await assignProgressiveNumberRows(tx, scopeFor(caller, criteria));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "event",
      entityId: criteria.eventId,
      action: "assignProgressiveNumbers",
      after: { assigned, checkInFrom: criteria.checkInFrom },
    });
    return { assigned };
  });
}
