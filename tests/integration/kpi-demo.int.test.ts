import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Tx } from "@/db/client";
import { bookingHistory, events, predictions, reservations } from "@/db/schema";
import { seedDemoAgents } from "@/seed/demo-agents";
import { seedDemoCustomers } from "@/seed/demo-customers";
import { seedDemoEvents } from "@/seed/demo-events";
import { seedDemoKpi } from "@/seed/demo-kpi";
import { seedDemoLocations } from "@/seed/demo-locations";
import { seedDemoReservations } from "@/seed/demo-reservations";
import { apiTranslator } from "@/lib/i18n/server-translator";
import { getKpi } from "@/lib/kpi/get-kpi";
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

  it("gives the running Saint-Vincent Poker Festival a booking history before its start, and Confronto its bookings", async () => {
    await inRolledBackTransaction(async (tx) => {
      await seedDemoLocations(tx);
      await seedDemoAgents(tx);
      await seedDemoCustomers(tx);
      await seedDemoEvents(tx);
      await seedDemoReservations(tx);
      await seedDemoKpi(tx);
      const [running] = await tx.select().from(events).where(eq(events.name, "Saint-Vincent Poker Festival"));
      const history = await tx.select().from(bookingHistory).where(eq(bookingHistory.eventId, running!.id));
      const start = new Date(`${running!.dateFrom}T00:00:00+01:00`);
      // Booked over the weeks before the start; the stays checking in after today, during the event.
      expect(history.filter((h) => h.recordedAt < start).length).toBeGreaterThan(5);
      expect(history.some((h) => h.recordedAt > start)).toBe(true);
      const kpi = await getKpi({ db: tx, eventId: running!.id, t: apiTranslator("it") });
      const nights = kpi.kpiDetails.totalBookedNights + kpi.kpiDetails.totalGuestNights;
      expect(nights).toBeGreaterThan(0);
      expect(kpi.actualBookedPercentage).toBeGreaterThan(0);
      // The line rises before the start (it was flat at 0 when the history was recorded at seed time).
      expect(kpi.actualAndAverageKpi.find((p) => p.date === 3)!.value).toBeGreaterThan(0);
    });
  });
});
