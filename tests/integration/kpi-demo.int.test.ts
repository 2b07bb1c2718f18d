import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Tx } from "@/db/client";
import { bookingHistory, events, predictions, reservations } from "@/db/schema";
import { seedDemoCustomers } from "@/db/seed/demo-customers";
import { seedDemoEvents } from "@/db/seed/demo-events";
import { seedDemoKpi } from "@/db/seed/demo-kpi";
import { seedDemoLocations } from "@/db/seed/demo-locations";
import type { PredictionResult } from "@/lib/kpi/prediction-result";

class Rollback extends Error {}

async function inRolledBackTransaction(body: (tx: Tx) => Promise<void>) {
  await expect(
    getDb().transaction(async (tx) => {
      await body(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

describe("demo KPI", () => {
  it("adds three past editions with booking histories and final entries, and a completed prediction, once", async () => {
    await inRolledBackTransaction(async (tx) => {
      await seedDemoLocations(tx);
      await seedDemoCustomers(tx);
      await seedDemoEvents(tx);
      await seedDemoKpi(tx);
      await seedDemoKpi(tx);
      const editions = await tx.select().from(events).where(like(events.name, "Venezia Poker Cup 20%"));
      expect(editions).toHaveLength(3);
      for (const edition of editions) {
        expect(edition.finalEntries).toBeGreaterThan(200);
        expect(edition.finalPartecipantsNotBooking).toBeGreaterThan(0);
        // Bookings arriving over ~90 days: history on many different days.
        const days = new Set(
          (await tx.select().from(bookingHistory).where(eq(bookingHistory.eventId, edition.id))).map((h) =>
            h.recordedAt.toISOString().slice(0, 10),
          ),
        );
        expect(days.size).toBeGreaterThan(40);
      }
      const [current] = await tx.select().from(events).where(eq(events.name, "Venezia Poker Cup"));
      expect(await tx.$count(reservations, eq(reservations.eventId, current!.id))).toBeGreaterThan(10);
      const [prediction] = await tx.select().from(predictions).where(eq(predictions.eventId, current!.id));
      expect(prediction!.status).toBe("Completed");
      const result = prediction!.result as PredictionResult;
      expect(result.eventsForBookingPrediction).toHaveLength(3);
      expect(result.booking!.lower).toBeLessThanOrEqual(result.booking!.estimate);
      expect(result.booking!.upper).toBeGreaterThanOrEqual(result.booking!.estimate);
      expect(result.consumer).not.toBeNull();
      // Every edition predicted from the two others at 30, 14 and 7 days (figures in docs/DECISIONS.md).
      expect(result.backtest.every((row) => row.predictions === 3 && row.mape !== null)).toBe(true);
    });
  });
});
