import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookingHistory, entries, events, predictions, reservations } from "@/db/schema";
import { GET as kpiRoute } from "@/app/api/predictions/[id]/route";
import type { PredictionResult } from "@/lib/kpi/prediction-result";
import { addDays, romeToday } from "@/lib/dates";
import { runPrediction } from "@/lib/kpi/run-prediction";
import type { KpiDto } from "@/lib/kpi/schemas";
import { invoke } from "../support/api";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createCustomer } from "../support/factories-customers";
import { createEvent, createHotel, createPeriodPricing, createRoomType } from "../support/factories-events";

let kpiUser: TestUser;
let hotel: Awaited<ReturnType<typeof createHotel>>;
let double: Awaited<ReturnType<typeof createRoomType>>;
const today = romeToday();

beforeAll(async () => {
  kpiUser = await createUser({ permissions: ["EventsKPI"] });
  hotel = await createHotel({ name: uniqueName("KPI Reliability Hotel") });
  double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
});

/** An event starting `startIn` days from today, 10 doubles for 4 nights; guarantee 10000 / 250 = 40 entries. */
async function eventStarting(startIn: number, finalEntries: number | null = null) {
  const dateFrom = addDays(today, startIn);
  const event = await createEvent({ dateFrom, dateTo: addDays(dateFrom, 3) });
  await createPeriodPricing({
    eventId: event.id,
    locationId: hotel.id,
    checkIn: dateFrom,
    checkOut: addDays(dateFrom, 4),
    rooms: [{ roomTypeId: double.id, availability: 10, sellPrice: "100" }],
  });
  // No final participants: only the booking predictor runs, the figures below are all its own.
  await getDb()
    .update(events)
    .set({ guaranteedValue: "10000", toPrizePoolValue: "250", finalEntries })
    .where(eq(events.id, event.id));
  return event;
}

/** `rooms` one-room reservations of 2 nights, recorded in the booking history `daysBefore` the start. */
async function book(event: { id: number; dateFrom: string }, daysBefore: number, rooms: number) {
  for (let i = 0; i < rooms; i++) {
    const stay = {
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: double.id,
      checkIn: event.dateFrom,
      checkOut: addDays(event.dateFrom, 2),
    };
    const [row] = await getDb()
      .insert(reservations)
      .values({ ...stay, status: "Settled" })
      .returning();
    await getDb()
      .insert(bookingHistory)
      .values({
        ...stay,
        reservationId: row!.id,
        rooms: 1,
        recordedAt: new Date(`${addDays(event.dateFrom, -daysBefore)}T12:00:00+01:00`),
      });
  }
}

/** Entries recorded for the event: `players` players with `each` entries. */
async function recordEntries(eventId: number, players: number, each: number) {
  for (let i = 0; i < players; i++) {
    const customer = await createCustomer();
    await getDb().insert(entries).values({ eventId, customerId: customer.id, number: each });
  }
}

const kpiOf = async (eventId: number) =>
  (await invoke<KpiDto>(kpiRoute, { token: kpiUser.token, params: { id: eventId } })).body.entity!;

describe("KPI forecast against what is already known", () => {
  it("backtest error by hand, no figure below the recorded entries, 'poco affidabile' with its reasons", async () => {
    // Two editions with 10 bookings and 100 entries (10 per booking), half booked 40 days before
    // the start; a third of another scale: 4 bookings, 200 entries (50 per booking), 1 booked early.
    // From 40 days to the day before the start their shares of final bookings are 0.5, 0.5, 0.25.
    const past = [];
    for (const [final, early, late] of [
      [100, 5, 5],
      [100, 5, 5],
      [200, 1, 3],
    ] as const) {
      const edition = await eventStarting(-400 * (past.length + 1), final);
      await book(edition, 40, early);
      await book(edition, 1, late);
      past.push(edition);
    }
    // Running since yesterday: 2 rooms booked before the start, 60 entries already recorded.
    const running = await eventStarting(-1);
    await book(running, 5, 2);
    await recordEntries(running.id, 4, 15);

    const [row] = await getDb()
      .insert(predictions)
      .values({ eventId: running.id, selectedEventIds: past.map((e) => e.id) })
      .returning();
    await runPrediction({ db: getDb(), predictionId: row!.id, today });

    // The job stores what the predictor computed. From the start every share is 1:
    // 2 bookings x mean entries per booking (10 + 10 + 50) / 3 = 46.7 -> 47; each edition's own
    // estimate 20, 20, 100 -> 10th percentile 20, 90th 20 + 0.8 x 80 = 84.
    const [stored] = await getDb().select().from(predictions).where(eq(predictions.id, row!.id));
    const result = stored!.result as PredictionResult;
    expect(result.booking).toMatchObject({ estimate: 47, lower: 20, upper: 84, eventsUsed: 3 });

    // Backtest, the same at 30, 14 and 7 days (nothing changes between 40 days and the day before):
    // - an edition of the first two from the other two: 5 bookings / mean share (0.5 + 0.25) / 2
    //   = 13.33 final bookings x mean entries per booking (10 + 50) / 2 = 30 -> 400 against 100: 300 %;
    // - the third from the first two: 1 / 0.5 = 2 bookings x 10 = 20 against 200: 90 %.
    // Mean absolute percentage error (300 + 300 + 90) / 3 = 230 %.
    const kpi = await kpiOf(running.id);
    expect(kpi.backtest).toEqual([
      { daysBefore: 30, mape: 230, predictions: 3 },
      { daysBefore: 14, mape: 230, predictions: 3 },
      { daysBefore: 7, mape: 230, predictions: 3 },
    ]);

    // Shown: nothing below the 60 entries recorded; worst <= estimate <= best.
    expect(kpi.entriesCount).toBe(60);
    expect(kpi).toMatchObject({
      predictionStatus: "Completed",
      predictionBookingFinalEntries: 60,
      predictionBookingLowerBoundFinalEntries: 60,
      predictionBookingUpperBoundFinalEntries: 84,
      predictedConsumerFinalEntries: null,
      estimatedEntries: 60,
      // Break-even 40: the worst case as shown (60) is above it; as computed (20) it straddled.
      breakEven: { entries: 40, status: "above" },
    });
    // The error at 7 days (nearest to today, the start) is above 30 %; the range 60..84 is 12 either
    // side of 72 (16.7 %), within the limit.
    expect(kpi.reliability).toEqual({
      reliable: false,
      reasons: [{ key: "backtestError", daysBefore: 7, mape: 230 }],
    });

    // 30 more entries: 90 recorded, above even the best case computed (84).
    await recordEntries(running.id, 2, 15);
    const later = await kpiOf(running.id);
    expect(later).toMatchObject({
      entriesCount: 90,
      predictionBookingFinalEntries: 90,
      predictionBookingLowerBoundFinalEntries: 90,
      predictionBookingUpperBoundFinalEntries: 90,
      estimatedEntries: 90,
      breakEven: { entries: 40, status: "above" },
    });
    expect(later.reliability).toEqual({
      reliable: false,
      reasons: [
        { key: "backtestError", daysBefore: 7, mape: 230 },
        { key: "belowRecorded", predictor: "booking", upper: 84, recorded: 90 },
      ],
    });
  });

  it("the same editions, all of one scale: backtest 0 %, a reliable forecast", async () => {
    const past = [];
    for (let k = 1; k <= 2; k++) {
      const edition = await eventStarting(-400 * k, 100);
      await book(edition, 40, 5);
      await book(edition, 1, 5);
      past.push(edition);
    }
    const upcoming = await eventStarting(20);
    await book(upcoming, 25, 3);
    const [row] = await getDb()
      .insert(predictions)
      .values({ eventId: upcoming.id, selectedEventIds: past.map((e) => e.id) })
      .returning();
    await runPrediction({ db: getDb(), predictionId: row!.id, today });
    const kpi = await kpiOf(upcoming.id);
    // 3 bookings / share 0.5 = 6 x 10 entries per booking = 60, both editions alike.
    expect(kpi).toMatchObject({
      predictionBookingFinalEntries: 60,
      predictionBookingLowerBoundFinalEntries: 60,
      predictionBookingUpperBoundFinalEntries: 60,
    });
    expect(kpi.backtest.map((r) => r.mape)).toEqual([0, 0, 0]);
    expect(kpi.reliability).toEqual({ reliable: true, reasons: [] });
  });
});
