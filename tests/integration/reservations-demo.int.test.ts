import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Tx } from "@/db/client";
import { entries, events, payments, reservations } from "@/db/schema";
import { seedDemoAgents } from "@/seed/demo-agents";
import { seedDemoCustomers } from "@/seed/demo-customers";
import { seedDemoEvents } from "@/seed/demo-events";
import { seedDemoLocations } from "@/seed/demo-locations";
import { seedDemoReservations } from "@/seed/demo-reservations";
import { listPeriodPricingsOfEvent } from "@/lib/period-pricings/repository";

class Rollback extends Error {}

async function inRolledBackTransaction(body: (tx: Tx) => Promise<void>) {
  await expect(
    getDb().transaction(async (tx) => {
      await body(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

describe("demo reservations", () => {
  it("books the finished and the running event with mixed types, states, payments, check-ins and Packet entries, once", async () => {
    await inRolledBackTransaction(async (tx) => {
      await seedDemoLocations(tx);
      await seedDemoAgents(tx);
      await seedDemoCustomers(tx);
      await seedDemoEvents(tx);
      await seedDemoReservations(tx);
      const demo = await tx
        .select()
        .from(events)
        .where(
          inArray(events.name, [
            "Italian Poker Open Sanremo",
            "Saint-Vincent Poker Festival",
            "Venezia Poker Cup",
          ]),
        );
      const booked = demo.filter((e) => e.name !== "Venezia Poker Cup").map((e) => e.id);
      const rows = await tx.select().from(reservations).where(inArray(reservations.eventId, booked));
      const countBefore = rows.length;
      await seedDemoReservations(tx);
      expect(await tx.$count(reservations, inArray(reservations.eventId, booked))).toBe(countBefore);

      for (const eventId of booked) {
        const own = rows.filter((r) => r.eventId === eventId);
        expect(new Set(own.map((r) => r.type)).size).toBeGreaterThanOrEqual(4);
        expect(new Set(own.map((r) => r.status)).size).toBeGreaterThanOrEqual(3);
        expect(own.some((r) => r.checkInDone)).toBe(true);
        expect(await tx.$count(payments, eq(payments.eventId, eventId))).toBeGreaterThan(0);
        expect(await tx.$count(entries, eq(entries.eventId, eventId))).toBeGreaterThan(0);
        // Every hotel card shows real free counts: some rooms taken, none overbooked.
        const periods = await listPeriodPricingsOfEvent(tx, eventId);
        const nights = periods.flatMap((p) => p.roomPricings.flatMap((room) => room.dailyAvailabilities));
        expect(nights.some((n) => n.totalAvailability < n.availability)).toBe(true);
        expect(nights.every((n) => n.totalAvailability >= 0)).toBe(true);
      }
      expect(await tx.$count(payments, eq(payments.typology, "Outbound"))).toBeGreaterThan(0);
      const future = demo.find((e) => e.name === "Venezia Poker Cup")!;
      expect(await tx.$count(reservations, eq(reservations.eventId, future.id))).toBe(0);
    });
  });
});
