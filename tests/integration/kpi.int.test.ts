import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  bookingHistory,
  entries,
  events,
  predictions,
  reservationCustomers,
  reservations,
} from "@/db/schema";
import {
  GET as kpiRoute,
  POST as createRoute,
  DELETE as deleteRoute,
} from "@/app/api/predictions/[id]/route";
import { GET as exposureRoute } from "@/app/api/predictions/exposure/[eventId]/route";
import { POST as saveRoute } from "@/app/api/reservations/save/route";
import { DELETE as deleteReservationRoute } from "@/app/api/reservations/[id]/route";
import { drainJobs, startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import { PREDICTION_JOB, registerPredictionJobs } from "@/lib/kpi/prediction-job";
import { addDays, romeToday } from "@/lib/dates";
import { runPrediction } from "@/lib/kpi/run-prediction";
import type { ExposureDto, KpiDto } from "@/lib/kpi/schemas";
import type { SaveReservationDto } from "@/lib/reservations/schemas";
import { invoke } from "../support/api";
import { createUser, tokenWith, uniqueName, type TestUser } from "../support/factories";
import { createCustomer } from "../support/factories-customers";
import { createEvent, createHotel, createPeriodPricing, createRoomType } from "../support/factories-events";

type Hotel = Awaited<ReturnType<typeof createHotel>>;
type RoomType = Awaited<ReturnType<typeof createRoomType>>;

let kpiUser: TestUser;
let desk: TestUser;
let hotel: Hotel;
let double: RoomType;
const today = romeToday();

beforeAll(async () => {
  kpiUser = await createUser({ permissions: ["EventsKPI"] });
  desk = await createUser({ permissions: ["Reservations"] });
  hotel = await createHotel({ name: uniqueName("KPI Hotel") });
  double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
  await registerPredictionJobs();
  await startJobQueue({ work: false });
});

afterAll(async () => {
  await stopJobQueue();
});

/** An event starting `startIn` days from today, 10 doubles for 4 nights (40 allotted nights). */
async function eventWithRooms(
  startIn: number,
  final?: { entries: number; partecipants: number; notBooking: number },
) {
  const dateFrom = addDays(today, startIn);
  const event = await createEvent({ dateFrom, dateTo: addDays(dateFrom, 3) });
  await createPeriodPricing({
    eventId: event.id,
    locationId: hotel.id,
    checkIn: dateFrom,
    checkOut: addDays(dateFrom, 4),
    rooms: [{ roomTypeId: double.id, availability: 10, sellPrice: "100" }],
  });
  await getDb()
    .update(events)
    .set({
      guaranteedValue: "10000",
      toPrizePoolValue: "250",
      finalEntries: final?.entries ?? null,
      finalPartecipants: final?.partecipants ?? null,
      finalPartecipantsNotBooking: final?.notBooking ?? null,
    })
    .where(eq(events.id, event.id));
  return event;
}

/** A past booking: a 2-night reservation with one guest who bought `entries`, booked `daysBefore` the start. */
async function pastBooking(event: { id: number; dateFrom: string }, daysBefore: number, entryCount: number) {
  const db = getDb();
  const customer = await createCustomer();
  const [row] = await db
    .insert(reservations)
    .values({
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: double.id,
      checkIn: event.dateFrom,
      checkOut: addDays(event.dateFrom, 2),
      status: "Settled",
    })
    .returning();
  await db
    .insert(reservationCustomers)
    .values({ reservationId: row!.id, eventId: row!.eventId, customerId: customer.id, position: 0 });
  if (entryCount > 0)
    await db.insert(entries).values({ eventId: event.id, customerId: customer.id, number: entryCount });
  await db.insert(bookingHistory).values({
    eventId: event.id,
    reservationId: row!.id,
    locationId: hotel.id,
    roomTypeId: double.id,
    checkIn: event.dateFrom,
    checkOut: addDays(event.dateFrom, 2),
    rooms: 1,
    recordedAt: new Date(`${addDays(event.dateFrom, -daysBefore)}T12:00:00+01:00`),
  });
  return customer;
}

/** Three past editions filling the same way (2 at 30 days, 2 more at 10, 4 the day before), one without final entries. */
async function pastEditions() {
  const made = [];
  for (const [k, final] of [
    [1, { entries: 80, partecipants: 40, notBooking: 10 }],
    [2, { entries: 80, partecipants: 40, notBooking: 10 }],
    [3, undefined],
  ] as const) {
    const event = await eventWithRooms(-365 * k, final);
    for (const daysBefore of [30, 30, 10, 10, 1, 1, 1, 1]) await pastBooking(event, daysBefore, 2);
    made.push(event);
  }
  return made;
}

function reservationBody(eventId: number, checkIn: string, patch: Record<string, unknown> = {}) {
  return {
    reservation: {
      event: { id: eventId },
      location: { id: hotel.id },
      roomType: { id: double.id },
      checkIn: `${checkIn}T00:00:00`,
      checkOut: `${addDays(checkIn, 2)}T00:00:00`,
      type: "Standard",
      status: null,
      customers: [],
      profiles: [],
      discount: "0",
      notes: null,
      isWebReservation: false,
      checkInDone: false,
      payments: [],
      ...patch,
    },
    entries: [],
  };
}

async function saved(body: unknown, query: Record<string, string | number> = {}) {
  const answer = await invoke<SaveReservationDto>(saveRoute, { token: desk.token, body, query });
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!;
}

const historyOf = (eventId: number) =>
  getDb()
    .select({
      reservationId: bookingHistory.reservationId,
      checkIn: bookingHistory.checkIn,
      rooms: bookingHistory.rooms,
    })
    .from(bookingHistory)
    .where(eq(bookingHistory.eventId, eventId))
    .orderBy(asc(bookingHistory.id));

const getKpi = (eventId: number, token: string | null = kpiUser.token) =>
  invoke<KpiDto>(kpiRoute, { token, params: { id: eventId } });

describe("booking history", () => {
  it("is written by every reservation save that changes a counted stay, and by delete", async () => {
    const event = await eventWithRooms(40);
    const start = addDays(today, 40);
    const created = await saved(reservationBody(event.id, start));
    const id = created.reservation.id;
    expect(await historyOf(event.id)).toEqual([{ reservationId: id, checkIn: start, rooms: 1 }]);

    // A change that does not move the stay (notes) writes nothing.
    await saved(reservationBody(event.id, start, { id, notes: "Vista mare" }));
    expect(await historyOf(event.id)).toHaveLength(1);

    // New dates: the old stay stops counting, the new one starts.
    const later = addDays(start, 1);
    await saved(reservationBody(event.id, later, { id }));
    // Cancelled: it stops counting; deleting a cancelled one changes nothing more.
    await saved(reservationBody(event.id, later, { id, status: "Canceled" }));
    const gone = await invoke(deleteReservationRoute, {
      method: "DELETE",
      token: desk.token,
      params: { id },
    });
    expect(gone.status).toBe(200);
    expect(await historyOf(event.id)).toEqual([
      { reservationId: id, checkIn: start, rooms: 1 },
      { reservationId: id, checkIn: start, rooms: -1 },
      { reservationId: id, checkIn: later, rooms: 1 },
      { reservationId: id, checkIn: later, rooms: -1 },
    ]);

    // Multiple mode: one row per room; deleting a counted one takes it off.
    const many = await saved(reservationBody(event.id, start), {
      creationMode: "Multiple",
      reservationsNumber: 2,
    });
    const ids = many.reservationIds!;
    await invoke(deleteReservationRoute, { method: "DELETE", token: desk.token, params: { id: ids[1]! } });
    const [{ booked }] = (
      await getDb().execute<{ booked: number }>(
        sql`select sum(rooms)::integer as booked from booking_history where event_id = ${event.id}`,
      )
    ).rows as [{ booked: number }];
    expect(booked).toBe(1);
  });
});

describe("/api/predictions", () => {
  it("refuses callers without a token (401) or without EventsKPI (403)", async () => {
    const event = await eventWithRooms(20);
    expect((await getKpi(event.id, null)).status).toBe(401);
    const other = await tokenWith(["Reservations", "Events"]);
    expect((await getKpi(event.id, other)).status).toBe(403);
    const post = await invoke(createRoute, { token: other, params: { id: event.id }, body: { ids: [1] } });
    expect(post.status).toBe(403);
    const del = await invoke(deleteRoute, { method: "DELETE", token: other, params: { id: 1 } });
    expect(del.status).toBe(403);
    // The exposure on the hotel cards is open to EventsHotel as well.
    const hotelStaff = await tokenWith(["EventsHotel"]);
    expect((await invoke(exposureRoute, { token: hotelStaff, params: { eventId: event.id } })).status).toBe(
      200,
    );
    expect((await invoke(exposureRoute, { token: other, params: { eventId: event.id } })).status).toBe(403);
  });

  it("limits the selection to 10 events and to events that ended before this one", async () => {
    const event = await eventWithRooms(20);
    const tooMany = await invoke(createRoute, {
      token: kpiUser.token,
      params: { id: event.id },
      body: { ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.messages).toEqual(["Cannot select more than 10 events"]);
    const future = await eventWithRooms(200);
    const notPast = await invoke(createRoute, {
      token: kpiUser.token,
      params: { id: event.id },
      body: { ids: [future.id] },
    });
    expect(notPast.status).toBe(400);
    expect(await getDb().$count(predictions, eq(predictions.eventId, event.id))).toBe(0);
  });

  it("shows the KPI detail of the event before any prediction", async () => {
    const event = await eventWithRooms(20);
    const guest = await createCustomer();
    await saved(reservationBody(event.id, addDays(today, 20), { customers: [{ id: guest.id }] }));
    await saved(reservationBody(event.id, addDays(today, 21), { type: "Guest", customers: [] }));
    const kpi = (await getKpi(event.id)).body.entity!;
    expect(kpi).toMatchObject({
      id: null,
      predictionCreated: false,
      predictionStatus: null,
      daysBeforeStart: 20,
    });
    expect(kpi.kpiDetails).toMatchObject({
      totalBookings: 1,
      totalGuestBookings: 1,
      totalSoldBookings: 0,
      totalSoldGuestBookings: 1, // Guest bookings are Settled
      totalBookedNights: 2,
      totalGuestNights: 2,
      totalGuests: 1,
      totalEstimatedReservations: null,
    });
    expect(kpi.kpiDetails.hotelDetails).toEqual([
      {
        id: hotel.id,
        name: hotel.name,
        roomDetails: [
          {
            id: double.id,
            type: double.type,
            isPaid: false,
            customerType: "Other",
            bookings: 1,
            guests: 1,
            nights: 2,
          },
          {
            id: double.id,
            type: double.type,
            isPaid: true,
            customerType: "Guest",
            bookings: 1,
            guests: 0,
            nights: 2,
          },
        ],
      },
    ]);
    // 4 of 40 allotted nights booked today.
    expect(kpi.actualBookedPercentage).toBe(10);
    expect(kpi.actualAndAverageKpi.at(-1)).toEqual({ date: 20, value: 10, comparedValue: null });
    // Exposure: the nights to come, 10 allotted; the first night has only the first stay.
    expect(kpi.exposure.hotels[0]!.roomTypes[0]!.nights).toHaveLength(4);
    expect(kpi.exposure.hotels[0]!.roomTypes[0]!.nights[0]).toMatchObject({
      allotted: 10,
      booked: 1,
      free: 9,
    });
  });

  it("creates a prediction, runs the job to Completed with warnings, and deletes it", async () => {
    const past = await pastEditions();
    const event = await eventWithRooms(20);
    for (const day of [0, 1]) {
      const guest = await createCustomer({ rating: 3 });
      await saved(reservationBody(event.id, addDays(today, 20 + day), { customers: [{ id: guest.id }] }));
    }
    const created = await invoke<{ id: number }>(createRoute, {
      token: kpiUser.token,
      params: { id: event.id },
      body: { ids: past.map((e) => e.id) },
    });
    expect(created.status, JSON.stringify(created.body.messages)).toBe(200);
    const id = created.body.entity!.id;
    const again = await invoke(createRoute, {
      token: kpiUser.token,
      params: { id: event.id },
      body: { ids: [past[0]!.id] },
    });
    expect(again.status).toBe(409);

    // Queued with the prediction: Calculating until a worker runs it.
    expect((await getKpi(event.id)).body.entity!.predictionStatus).toBe("Calculating");
    expect(await drainJobs({ name: PREDICTION_JOB })).toBe(1);
    const kpi = (await getKpi(event.id)).body.entity!;
    expect(kpi.predictionStatus).toBe("Completed");
    expect(kpi.id).toBe(id);
    expect(kpi.selectedEvents.map((e) => e.id).sort()).toEqual(past.map((e) => e.id).sort());
    // The third edition has no final entries: left out, with a warning.
    expect(kpi.eventsForAverageAndConsumerPrediction.sort()).toEqual([past[0]!.id, past[1]!.id].sort());
    expect(kpi.warningMessages).toEqual([
      `${past[2]!.name}: mancano le entries finali, escluso dalla previsione`,
    ]);
    // At 20 days both editions had 2 of 8 bookings (share 0.25), 10 entries per booking:
    // 2 bookings now / 0.25 = 8 final bookings x 10 = 80 entries.
    expect(kpi.eventsForBookingPrediction.sort()).toEqual([past[0]!.id, past[1]!.id].sort());
    expect(kpi).toMatchObject({
      predictionBookingFinalEntries: 80,
      predictionBookingLowerBoundFinalEntries: 80,
      predictionBookingUpperBoundFinalEntries: 80,
      eventsForBookingEstimate: 2,
      // Consumer: 2 newcomers x 2 entries x rating 3 (1.04) + 10 walk-ins x 2 entries = 24.16.
      predictedConsumerFinalEntries: 24,
      eventsForConsumerEstimate: 2,
      // Past editions at 20 days: 4 of 40 nights = 10 %; this event too.
      averageBookedPercentage: 10,
      actualBookedPercentage: 10,
      differencePercentage: 0,
      // Break-even 10000 / 250 = 40, range 24..80.
      breakEven: { entries: 40, status: "straddles" },
      estimatedEntries: 80,
      // Backtest 0 %, each range a single figure: "Previsione completata".
      reliability: { reliable: true, reasons: [] },
    });
    expect(kpi.kpiDetails.totalEstimatedReservations).toBe(8);
    expect(kpi.backtest).toEqual([
      { daysBefore: 30, mape: 0, predictions: 2 },
      { daysBefore: 14, mape: 0, predictions: 2 },
      { daysBefore: 7, mape: 0, predictions: 2 },
    ]);
    // 30 days before, this event had nothing booked yet; the editions 4 of 40 nights; at 31 neither.
    expect(kpi.actualAndAverageKpi.find((p) => p.date === 30)).toEqual({
      date: 30,
      value: 0,
      comparedValue: 10,
    });
    expect(kpi.actualAndAverageKpi.find((p) => p.date === 31)).toEqual({
      date: 31,
      value: 0,
      comparedValue: 0,
    });
    // Booked rooms per night x the pickup (4): every night stays below the 10 allotted.
    const exposure = (
      await invoke<ExposureDto>(exposureRoute, { token: kpiUser.token, params: { eventId: event.id } })
    ).body.entity!;
    expect(exposure.predicted).toBe(true);
    expect(exposure.hotels[0]!.roomTypes[0]!.nights.map((n) => n.expectedBooked)).toEqual([4, 8, 4, 0]);
    expect(exposure.hotels[0]!.roomTypes[0]!.nights.every((n) => n.releaseAdvised)).toBe(true);

    const removed = await invoke(deleteRoute, { method: "DELETE", token: kpiUser.token, params: { id } });
    expect(removed.status).toBe(200);
    expect((await getKpi(event.id)).body.entity!.predictionCreated).toBe(false);
    expect(
      (await invoke(deleteRoute, { method: "DELETE", token: kpiUser.token, params: { id } })).status,
    ).toBe(404);
  });

  it("the job goes Calculating -> CalculatingTimeSeries -> Completed", async () => {
    const past = await pastEditions();
    const event = await eventWithRooms(20);
    const [row] = await getDb()
      .insert(predictions)
      .values({ eventId: event.id, selectedEventIds: past.map((e) => e.id) })
      .returning();
    expect(row!.status).toBe("Calculating");
    const statuses: string[] = [];
    await runPrediction({ db: getDb(), predictionId: row!.id, onStatus: (s) => statuses.push(s) });
    expect(statuses).toEqual(["CalculatingTimeSeries", "Completed"]);
    // No booking yet: no booking prediction, said in a warning.
    const kpi = (await getKpi(event.id)).body.entity!;
    expect(kpi.predictionBookingFinalEntries).toBeNull();
    expect(kpi.warningMessages).toContain(
      "L'evento non ha ancora prenotazioni: nessuna previsione da prenotazioni",
    );
  });
});

describe("KPI before, during and after the event's dates", () => {
  // Days from today to the start: 20 to go; started yesterday (running to start + 3); over 10 days ago.
  it.each([
    { when: "before", startIn: 20, bookingDays: 20, average: 10, estimate: 120 },
    { when: "during", startIn: -1, bookingDays: 0, average: 40, estimate: 30 },
    { when: "after", startIn: -10, bookingDays: 0, average: 40, estimate: 30 },
  ])(
    "$when: Dettaglio, Confronto and the warnings count the same bookings",
    async ({ startIn, bookingDays, average, estimate }) => {
      const past = await pastEditions();
      const event = await eventWithRooms(startIn);
      const start = addDays(today, startIn);
      // One booking recorded well before the start, then two made today at the desk (after the
      // start for a running or finished event, like the demo's running one): 3 stays of 2 nights.
      const early = Math.max(5, startIn + 3);
      await pastBooking(event, early, 0);
      const guest = await createCustomer({ rating: 3 });
      await saved(reservationBody(event.id, start, { customers: [{ id: guest.id }] }));
      await saved(reservationBody(event.id, addDays(start, 1), { type: "Guest", customers: [] }));

      const created = await invoke<{ id: number }>(createRoute, {
        token: kpiUser.token,
        params: { id: event.id },
        body: { ids: past.map((e) => e.id) },
      });
      expect(created.status, JSON.stringify(created.body.messages)).toBe(200);
      await runPrediction({ db: getDb(), predictionId: created.body.entity!.id, today });
      const kpi = (await getKpi(event.id)).body.entity!;
      expect(kpi.predictionStatus).toBe("Completed");

      // Dettaglio: 2 bookings and 1 offered, 6 of the 40 allotted nights.
      expect(kpi.kpiDetails).toMatchObject({ totalBookings: 2, totalGuestBookings: 1 });
      const nights = kpi.kpiDetails.totalBookedNights + kpi.kpiDetails.totalGuestNights;
      expect(nights).toBe(6);
      // Confronto: the same 6 nights today (15 %), the line's point for today (the last of its
      // own; the average goes on to the start); before that, only the early booking (2 nights, 5 %).
      expect(kpi.daysBeforeStart).toBe(bookingDays);
      expect(kpi.actualBookedPercentage).toBe((nights / 40) * 100);
      expect(kpi.actualAndAverageKpi.filter((p) => p.value !== null).at(-1)).toEqual({
        date: bookingDays,
        value: 15,
        comparedValue: average,
      });
      expect(kpi.actualAndAverageKpi.find((p) => p.date === early)!.value).toBe(5);
      expect(kpi.actualAndAverageKpi.find((p) => p.date === early + 1)!.value).toBe(0);
      // The editions at the same point: 4 of 40 nights 20 days before; all 16 once started.
      expect(kpi.averageBookedPercentage).toBe(average);
      expect(kpi.differencePercentage).toBe(15 - average);
      // Warnings: only the edition without final entries; the event has bookings.
      expect(kpi.warningMessages).toEqual([
        `${past[2]!.name}: mancano le entries finali, escluso dalla previsione`,
      ]);
      // Previsione from the same 3 bookings: x4 at 20 days (share 0.25), x1 from the start; 10 entries each.
      expect(kpi.predictionBookingFinalEntries).toBe(estimate);
      expect(kpi.eventsForBookingEstimate).toBe(2);
    },
  );

  it("running, every booking made since the start (the demo's running event): no 'no bookings' warning", async () => {
    const past = await pastEditions();
    const event = await eventWithRooms(-2);
    await saved(reservationBody(event.id, addDays(today, -2)));
    const created = await invoke<{ id: number }>(createRoute, {
      token: kpiUser.token,
      params: { id: event.id },
      body: { ids: past.map((e) => e.id) },
    });
    await runPrediction({ db: getDb(), predictionId: created.body.entity!.id, today });
    const kpi = (await getKpi(event.id)).body.entity!;
    expect(kpi.kpiDetails.totalBookings).toBe(1);
    expect(kpi.actualBookedPercentage).toBe(5);
    expect(kpi.warningMessages).not.toContain(
      "L'evento non ha ancora prenotazioni: nessuna previsione da prenotazioni",
    );
    expect(kpi.predictionBookingFinalEntries).toBe(10);
  });

  it("long before (more than 120 days to go): Confronto shows the bookings Dettaglio counts", async () => {
    const event = await eventWithRooms(150);
    await saved(reservationBody(event.id, addDays(today, 150)));
    const kpi = (await getKpi(event.id)).body.entity!;
    expect(kpi.kpiDetails.totalBookedNights).toBe(2);
    // 2 of 40 nights: the line starts today, 150 days before the start.
    expect(kpi.actualBookedPercentage).toBe(5);
    expect(kpi.actualAndAverageKpi).toEqual([{ date: 150, value: 5, comparedValue: null }]);
  });
});
