import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import {
  averageCurve,
  backtest,
  bookedAt,
  bookedBefore,
  bookedPercentCurve,
  bookingPrediction,
  breakEven,
  consumerPrediction,
  nightExposure,
  percentile,
  type PastEvent,
} from "./forecast";

const pastEvent = (patch: Partial<PastEvent> & Pick<PastEvent, "id" | "start" | "deltas">): PastEvent => ({
  name: `E${patch.id}`,
  allottedNights: 40,
  finalEntries: 80,
  finalPartecipants: 40,
  finalPartecipantsNotBooking: 10,
  bookedCustomers: 20,
  bookedCustomerEntries: 50,
  ...patch,
});

// A: 2 rooms 30 days before, 2 more 7 days before, 4 the day before: 8 bookings, 20 nights.
const A = pastEvent({
  id: 1,
  start: "2030-03-01",
  deltas: [
    { day: "2030-01-30", bookings: 2, nights: 6 },
    { day: "2030-02-22", bookings: 2, nights: 6 },
    { day: "2030-02-28", bookings: 4, nights: 8 },
  ],
});
// B: 1 room 7 days before, 3 the day before: 4 bookings; 40 entries (10 per booking, as A).
const B = pastEvent({
  id: 2,
  start: "2030-06-01",
  finalEntries: 40,
  deltas: [
    { day: "2030-05-31", bookings: 3, nights: 6 },
    { day: "2030-05-25", bookings: 1, nights: 2 },
  ],
});

describe("booked % curves", () => {
  it("counts what was recorded up to the end of each day, cancellations included", () => {
    const deltas = [
      { day: "2030-01-01", bookings: 2, nights: 4 },
      { day: "2030-01-03", bookings: -1, nights: -2 },
    ];
    expect(bookedAt(deltas, "2029-12-31")).toEqual({ bookings: 0, nights: 0 });
    expect(bookedAt(deltas, "2030-01-02")).toEqual({ bookings: 2, nights: 4 });
    expect(bookedAt(deltas, "2030-01-03")).toEqual({ bookings: 1, nights: 2 });
  });

  it("counts at day 0 what was recorded up to today once the event has started", () => {
    // 2 rooms 3 days before a start on 2030-01-10; 1 more on 2030-01-11, during the event.
    const deltas = [
      { day: "2030-01-07", bookings: 2, nights: 4 },
      { day: "2030-01-11", bookings: 1, nights: 2 },
    ];
    expect(bookedBefore(deltas, "2030-01-10", 3)).toEqual({ bookings: 2, nights: 4 });
    expect(bookedBefore(deltas, "2030-01-10", 0, "2030-01-10")).toEqual({ bookings: 2, nights: 4 });
    expect(bookedBefore(deltas, "2030-01-10", 0, "2030-01-12")).toEqual({ bookings: 3, nights: 6 });
    // A past event: day 0 is its final figure.
    expect(bookedBefore(deltas, "2030-01-10", 0)).toEqual({ bookings: 3, nights: 6 });
    // Before the start, a day not yet come counts what there is today.
    expect(bookedBefore(deltas, "2030-01-10", 2, "2030-01-07")).toEqual({ bookings: 2, nights: 4 });
  });

  it("lines the curve up by days before start, in percent of the allotted nights", () => {
    const curve = bookedPercentCurve({
      deltas: A.deltas,
      start: A.start,
      allottedNights: 40,
      fromDaysBefore: 31,
    });
    expect(curve).toHaveLength(32);
    expect(curve[0]).toEqual({ daysBefore: 31, value: 0 });
    expect(curve.find((p) => p.daysBefore === 30)!.value).toBe(15); // 6 / 40
    expect(curve.find((p) => p.daysBefore === 8)!.value).toBe(15);
    expect(curve.find((p) => p.daysBefore === 7)!.value).toBe(30); // 12 / 40
    expect(curve.at(-1)).toEqual({ daysBefore: 0, value: 50 }); // 20 / 40
  });

  it("averages events at the same days before start", () => {
    const a = bookedPercentCurve({ deltas: A.deltas, start: A.start, allottedNights: 40, fromDaysBefore: 7 });
    const b = bookedPercentCurve({ deltas: B.deltas, start: B.start, allottedNights: 10, fromDaysBefore: 8 });
    const average = averageCurve([a, b]);
    // Only the days both have (7..0); B at 7 days: 2 / 10 = 20 %, A 30 % -> 25 %.
    expect(average[0]).toEqual({ daysBefore: 7, value: 25 });
    // At 0: A 50 %, B 80 % -> 65 %.
    expect(average.at(-1)).toEqual({ daysBefore: 0, value: 65 });
    expect(average).toHaveLength(8);
  });
});

describe("predictors", () => {
  it("percentile interpolates between sorted values", () => {
    expect(percentile([120, 60], 0.1)).toBe(66);
    expect(percentile([60, 120], 0.9)).toBe(114);
    expect(percentile([5], 0.9)).toBe(5);
  });

  it("booking prediction: current bookings / mean share x mean entries per booking, bounds from each event", () => {
    // Shares at 7 days: A 4/8 = 0.5, B 1/4 = 0.25 -> mean 0.375; 3 / 0.375 = 8 final bookings x 10.
    // Each event's own estimate: A 3 / 0.5 x 10 = 60, B 3 / 0.25 x 10 = 120.
    const prediction = bookingPrediction({ currentBookings: 3, daysBefore: 7, past: [A, B] });
    expect(prediction).toMatchObject({
      estimate: 80,
      finalBookings: 8,
      meanShare: 0.375,
      lower: 66,
      upper: 114,
      eventsUsed: 2,
      eventIds: [1, 2],
    });
  });

  it("booking prediction leaves out events with no share yet or no final entries", () => {
    // At 14 days before, B had nothing booked.
    expect(bookingPrediction({ currentBookings: 3, daysBefore: 14, past: [A, B] })?.eventIds).toEqual([1]);
    expect(
      bookingPrediction({ currentBookings: 3, daysBefore: 7, past: [{ ...A, finalEntries: null }] }),
    ).toBeNull();
  });

  it("consumer prediction: booked customers' history and rating plus scaled walk-ins", () => {
    const prediction = consumerPrediction({
      booked: [
        // Played 1 of the 2 events booked, 4 entries then: 0.5 x 4 = 2.
        { eventsBooked: 2, eventsPlayedWhenBooked: 1, entriesWhenBooked: 4, rating: null },
        // A newcomer: 50 / 20 = 2.5 entries, rating 5 -> x1.2 = 3.
        { eventsBooked: 0, eventsPlayedWhenBooked: 0, entriesWhenBooked: 0, rating: 5 },
      ],
      allottedNights: 20,
      // Walk-ins: 10 x (80 / 40) x (20 / 40) = 10.
      past: [A],
    });
    expect(prediction).toEqual({ estimate: 15, lower: 15, upper: 15, eventsUsed: 1, eventIds: [1] });
  });
});

describe("backtest", () => {
  it("predicts each event from the others and averages the absolute percentage errors", () => {
    // At 7 days: A from B: 4 / 0.25 x 10 = 160 vs 80 -> 100 %; B from A: 1 / 0.5 x 10 = 20 vs 40 -> 50 %.
    const rows = backtest([A, B]);
    expect(rows.find((r) => r.daysBefore === 7)).toEqual({ daysBefore: 7, mape: 75, predictions: 2 });
    // At 30 days B had no booking: neither can be predicted from the other.
    expect(rows.find((r) => r.daysBefore === 30)).toEqual({ daysBefore: 30, mape: null, predictions: 0 });
  });

  it("measures each error against the event's own final entries, in percent once", () => {
    // Half booked 40 days before and half the day before (10 bookings, 100 entries), twice; and an
    // event of another scale: 1 booked early, 3 the day before, 200 entries (50 per booking).
    const edition = (id: number, start: string, early: number, late: number, finalEntries: number) =>
      pastEvent({
        id,
        start,
        finalEntries,
        deltas: [
          { day: addDays(start, -40), bookings: early, nights: 2 * early },
          { day: addDays(start, -1), bookings: late, nights: 2 * late },
        ],
      });
    const rows = backtest([
      edition(1, "2030-03-01", 5, 5, 100),
      edition(2, "2031-03-01", 5, 5, 100),
      edition(3, "2032-03-01", 1, 3, 200),
    ]);
    // 1 and 2 from the others: 5 / ((0.5 + 0.25) / 2) x (10 + 50) / 2 = 400 against 100: 300 %.
    // 3 from 1 and 2: 1 / 0.5 x 10 = 20 against 200: 90 %. (300 + 300 + 90) / 3 = 230 %.
    // (Against the predicted figure it would be 75, 75 and 900 %: 350 %.)
    expect(rows).toEqual([
      { daysBefore: 30, mape: 230, predictions: 3 },
      { daysBefore: 14, mape: 230, predictions: 3 },
      { daysBefore: 7, mape: 230, predictions: 3 },
    ]);
  });

  it("is exact when every event fills the same way", () => {
    const C = {
      ...A,
      id: 3,
      start: "2031-03-01",
      deltas: A.deltas.map((d) => ({ ...d, day: d.day.replace("2030", "2031") })),
    };
    expect(backtest([A, C]).map((r) => r.mape)).toEqual([0, 0, 0]);
  });
});

describe("break-even", () => {
  it("is ceil(guarantee / to prize pool) against the range", () => {
    expect(breakEven({ guaranteedValue: 1000, toPrizePoolValue: 300, lower: 4, upper: 9 })).toEqual({
      entries: 4,
      status: "above",
    });
    expect(breakEven({ guaranteedValue: 1000, toPrizePoolValue: 300, lower: 3, upper: 9 })?.status).toBe(
      "straddles",
    );
    expect(breakEven({ guaranteedValue: 1000, toPrizePoolValue: 300, lower: 1, upper: 3 })?.status).toBe(
      "below",
    );
    expect(breakEven({ guaranteedValue: null, toPrizePoolValue: 300, lower: 1, upper: 3 })).toBeNull();
  });
});

describe("allotment exposure", () => {
  it("costs the free rooms at costNotSell and the expected unsold ones from the pickup", () => {
    // 10 allotted, 4 booked, 35.00 each unsold; pickup x2 (x1.5 .. x3): 8 expected, 2 unsold.
    expect(
      nightExposure({
        allotted: 10,
        booked: 4,
        costNotSellCents: 3500,
        pickup: { expected: 2, low: 1.5, high: 3 },
      }),
    ).toEqual({
      free: 6,
      unsoldCostCents: 21_000,
      expectedBooked: 8,
      expectedUnsoldCostCents: 7000,
      lowUnsoldCostCents: 0, // 4 x 3 = 12, capped at 10
      highUnsoldCostCents: 14_000, // 4 x 1.5 = 6 -> 4 unsold
      releaseAdvised: true,
    });
    expect(nightExposure({ allotted: 10, booked: 6, costNotSellCents: 100, pickup: null })).toMatchObject({
      free: 4,
      unsoldCostCents: 400,
      expectedBooked: null,
      releaseAdvised: false,
    });
  });
});
