import { count, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Tx } from "@/db/client";
import { dailyAvailabilities, events, locations, periodPricings, roomPricings } from "@/db/schema";
import { seedDemoEvents } from "@/seed/demo-events";
import { seedDemoLocations } from "@/seed/demo-locations";
import { romeToday } from "@/lib/dates";
import { listPeriodPricingsOfEvent } from "@/lib/period-pricings/repository";
import { periodsOverlap } from "@/lib/period-pricings/nights";

const DEMO_NAMES = ["Italian Poker Open Sanremo", "Saint-Vincent Poker Festival", "Venezia Poker Cup"];

class Rollback extends Error {}

/** Runs `body` in a transaction that is rolled back, so the shared test database stays clean. */
async function inRolledBackTransaction(body: (tx: Tx) => Promise<void>) {
  await expect(
    getDb().transaction(async (tx) => {
      await body(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

const demoEvents = (tx: Tx) => tx.select().from(events).where(inArray(events.name, DEMO_NAMES));

describe("demo events", () => {
  it("creates three events around today with hotel periods, once", async () => {
    await inRolledBackTransaction(async (tx) => {
      await seedDemoLocations(tx);
      await seedDemoEvents(tx);
      await seedDemoEvents(tx);
      const rows = await demoEvents(tx);
      expect(rows.map((e) => e.name).sort()).toEqual([...DEMO_NAMES].sort());

      const today = romeToday();
      const thisMonth = today.slice(0, 7);
      const past = rows.find((e) => e.name === "Italian Poker Open Sanremo")!;
      const running = rows.find((e) => e.name === "Saint-Vincent Poker Festival")!;
      const future = rows.find((e) => e.name === "Venezia Poker Cup")!;
      expect(past.dateTo < `${thisMonth}-01`).toBe(true);
      expect(past).toMatchObject({
        finalEntries: 1184,
        finalPartecipants: 763,
        finalPartecipantsNotBooking: 142,
      });
      expect(running.dateFrom <= today && today <= running.dateTo).toBe(true);
      expect(future.dateFrom > today).toBe(true);
      expect(future.finalEntries).toBeNull();

      for (const event of rows) {
        expect(event.locationId).not.toBeNull();
        const periods = await listPeriodPricingsOfEvent(tx, event.id);
        const hotels = new Set(periods.map((p) => p.location.id));
        expect(hotels.size).toBeGreaterThanOrEqual(2);
        expect(periods.every((p) => p.roomPricings.length >= 2)).toBe(true);
        // Periods of the same hotel and room type never overlap.
        for (const a of periods) {
          for (const b of periods) {
            if (a.id >= b.id || a.location.id !== b.location.id) continue;
            const shared = a.roomPricings.some((ra) =>
              b.roomPricings.some((rb) => rb.roomType.id === ra.roomType.id),
            );
            if (shared) expect(periodsOverlap(a, b)).toBe(false);
          }
        }
        const overrides = periods.flatMap((p) =>
          p.roomPricings.flatMap((r) =>
            r.dailyAvailabilities.filter((n) => n.availability !== r.availability),
          ),
        );
        expect(overrides.length).toBeGreaterThan(0);
      }
      const [stored] = await tx
        .select({ value: count() })
        .from(dailyAvailabilities)
        .innerJoin(roomPricings, eq(roomPricings.id, dailyAvailabilities.roomPricingId))
        .innerJoin(periodPricings, eq(periodPricings.id, roomPricings.periodPricingId))
        .where(
          inArray(
            periodPricings.eventId,
            rows.map((e) => e.id),
          ),
        );
      expect(stored!.value).toBeGreaterThan(0);
    });
  });

  it("creates nothing when the demo hotels do not exist", async () => {
    await inRolledBackTransaction(async (tx) => {
      // Other files may have loaded the demo data for good: hide it from the seed, which finds
      // hotels and events by name.
      await tx.update(locations).set({ name: sql`${locations.name} || ' (nascosto)'` });
      await tx.update(events).set({ name: sql`${events.name} || ' (nascosto)'` });
      await seedDemoEvents(tx);
      expect(await demoEvents(tx)).toEqual([]);
    });
  });
});
