import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { accountingRequests, events } from "@/db/schema";
import { calculateEventAccounting } from "@/lib/accounting/calculate-event-accounting";

/** The finished demo event (seed/demo-events.ts) shows a Completed classic accounting report. */
const REPORTED_EVENT = "Italian Poker Open Sanremo";

/**
 * A Completed report of the finished demo event, computed from the demo data seeded before it
 * (call it last). Idempotent: an event that has reports is skipped.
 */
export async function seedDemoAccounting(tx: Tx): Promise<void> {
  const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.name, REPORTED_EVENT));
  if (!event) return;
  const existing = await tx.$count(accountingRequests, eq(accountingRequests.eventId, event.id));
  if (existing > 0) return;
  const accounting = await calculateEventAccounting({ db: tx, eventId: event.id });
  if (!accounting) return;
  await tx.insert(accountingRequests).values({
    eventId: event.id,
    status: "Completed",
    attempts: 1,
    startedAt: new Date(),
    finishedAt: new Date(),
    totalNetGain: accounting.totalNetGain,
    snapshot: accounting,
  });
}
