import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { customers, entries, events } from "@/db/schema";

/** The demo events with players: the finished one and the running one (seed/demo-events.ts). */
const PLAYED_EVENTS = [
  { name: "Italian Poker Open Sanremo", walkIns: 40 },
  { name: "Saint-Vincent Poker Festival", walkIns: 24 },
];

/** Buy-ins of the walk-ins in turn: most play once, some re-enter up to three times. */
const NUMBERS = [1, 2, 1, 1, 3, 1, 2, 1, 4, 1, 1, 2];

/**
 * Walk-in players (source Entry) of the finished and the running demo events, besides the Packet
 * entries the demo reservations created: varied re-entries, a few raised Packet entries and two
 * deleted walk-ins, so the entries screen and the customer statistics show real totals.
 * Idempotent: an event that already has walk-in entries is skipped.
 */
export async function seedDemoEntries(tx: Tx): Promise<void> {
  const players = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.isFake, false))
    .orderBy(asc(customers.id));
  for (const demo of PLAYED_EVENTS) {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.name, demo.name));
    if (!event) continue;
    const current = await tx
      .select({ customerId: entries.customerId, editSource: entries.editSource, id: entries.id })
      .from(entries)
      .where(eq(entries.eventId, event.id));
    if (current.some((e) => e.editSource === "Entry")) continue;
    const taken = new Set(current.map((e) => e.customerId));
    // Walk-ins from the end of the customer list, away from the first guests the reservations use.
    const walkIns = [...players]
      .reverse()
      .filter((p) => !taken.has(p.id))
      .slice(0, demo.walkIns);
    if (walkIns.length) {
      await tx.insert(entries).values(
        walkIns.map((p, index) => ({
          eventId: event.id,
          customerId: p.id,
          number: NUMBERS[index % NUMBERS.length]!,
          editSource: "Entry" as const,
          isDeleted: index === 5 || index === 11,
        })),
      );
    }
    // Packet players re-entered too.
    const raised = current.filter((_, index) => index % 3 === 0).map((e) => e.id);
    if (raised.length) {
      await tx
        .update(entries)
        .set({ number: 2 })
        .where(and(inArray(entries.id, raised), eq(entries.isDeleted, false)));
    }
  }
}
