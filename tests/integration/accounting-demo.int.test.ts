import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Tx } from "@/db/client";
import { accountingRequests, events } from "@/db/schema";
import { seedDemoAccounting } from "@/seed/demo-accounting";
import { seedDemoAgents } from "@/seed/demo-agents";
import { seedDemoCustomers } from "@/seed/demo-customers";
import { seedDemoEvents } from "@/seed/demo-events";
import { seedDemoLocations } from "@/seed/demo-locations";
import { seedDemoReservations } from "@/seed/demo-reservations";
import { calculateEventAccounting } from "@/lib/accounting/calculate-event-accounting";
import type { EventAccounting } from "@/lib/accounting/types";

class Rollback extends Error {}

describe("demo accounting", () => {
  it("gives the finished demo event one Completed report with its figures, once", async () => {
    await expect(
      getDb().transaction(async (tx: Tx) => {
        await seedDemoLocations(tx);
        await seedDemoAgents(tx);
        await seedDemoCustomers(tx);
        await seedDemoEvents(tx);
        await seedDemoReservations(tx);
        await seedDemoAccounting(tx);
        await seedDemoAccounting(tx);
        const [event] = await tx.select().from(events).where(eq(events.name, "Italian Poker Open Sanremo"));
        const reports = await tx
          .select()
          .from(accountingRequests)
          .where(eq(accountingRequests.eventId, event!.id));
        expect(reports).toHaveLength(1);
        const live = (await calculateEventAccounting({ db: tx, eventId: event!.id }))!;
        expect(reports[0]).toMatchObject({ status: "Completed", totalNetGain: live.totalNetGain });
        const snapshot = reports[0]!.snapshot as EventAccounting;
        expect(snapshot).toEqual(live);
        // Real figures: bookings, hotels and agents of the demo.
        expect(Number(snapshot.totalStandardBookingGross)).toBeGreaterThan(0);
        expect(snapshot.hotelsAccounting.length).toBeGreaterThan(0);
        expect(snapshot.agentsAccounting.length).toBeGreaterThan(1);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });
});
