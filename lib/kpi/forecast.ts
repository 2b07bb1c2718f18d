/**
 * The KPI arithmetic (DOMAIN.md "KPI and prediction"): booked-% curves rebuilt from the booking
 * history, lined up by days before start; the booking-history and consumer predictors of final
 * entries with bounds from the spread across the selected events; the backtest; the break-even.
 * Pure functions on calendar days "YYYY-MM-DD", shared by the job and the tests.
 */

import { addDays } from "@/lib/dates";

/** The change of booked rooms and room-nights recorded on one day (summed booking_history rows). */
export type HistoryDelta = { day: string; bookings: number; nights: number };

/** A past event as the predictors see it. */
export type PastEvent = {
  id: number;
  name: string;
  start: string;
  deltas: HistoryDelta[];
  allottedNights: number;
  finalEntries: number | null;
  finalPartecipants: number | null;
  finalPartecipantsNotBooking: number | null;
  /** Distinct customers with a counted reservation, and the entries they bought. */
  bookedCustomers: number;
  bookedCustomerEntries: number;
};

/** A customer booked in the current event, with their record in earlier events. */
export type BookedCustomer = {
  eventsBooked: number;
  eventsPlayedWhenBooked: number;
  entriesWhenBooked: number;
  rating: number | null;
};

export type Range = { estimate: number; lower: number; upper: number; eventsUsed: number };

/** Bookings and room-nights counted at the end of `day`. */
export function bookedAt(deltas: HistoryDelta[], day: string): { bookings: number; nights: number } {
  let bookings = 0;
  let nights = 0;
  for (const d of deltas) {
    if (d.day > day) continue;
    bookings += d.bookings;
    nights += d.nights;
  }
  return { bookings, nights };
}

/** Everything ever counted (the final figure of a finished event). */
export const finalBooked = (deltas: HistoryDelta[]) => bookedAt(deltas, END_OF_TIME);

const END_OF_TIME = "9999-12-31";

/**
 * Bookings and room-nights of an event `daysBefore` its start, as the KPI lines events up
 * (docs/DECISIONS.md "KPI: day 0 is now"): a day before the start counts what was recorded by its
 * end; day 0 stands for the start and everything after it, so it counts what was recorded by the
 * end of `asOf` (today for the event being watched, whether it is yet to start, running or over;
 * everything for a past event). A booking made during the event, or a change after it, thus counts
 * at day 0, and day 0 is what Dettaglio counts from the reservations.
 */
export function bookedBefore(
  deltas: HistoryDelta[],
  start: string,
  daysBefore: number,
  asOf: string = END_OF_TIME,
): { bookings: number; nights: number } {
  const day = addDays(start, -daysBefore);
  return bookedAt(deltas, daysBefore > 0 && day < asOf ? day : asOf);
}

export type CurvePoint = { daysBefore: number; value: number };

/**
 * Booked room-nights in percent of the allotment at each day from `fromDaysBefore` down to
 * `toDaysBefore`, counted as bookedBefore() does (day 0 holds what was recorded up to `asOf`).
 */
export function bookedPercentCurve({
  deltas,
  start,
  allottedNights,
  fromDaysBefore,
  toDaysBefore = 0,
  asOf = END_OF_TIME,
}: {
  deltas: HistoryDelta[];
  start: string;
  allottedNights: number;
  fromDaysBefore: number;
  toDaysBefore?: number;
  asOf?: string;
}): CurvePoint[] {
  const points: CurvePoint[] = [];
  for (let d = fromDaysBefore; d >= toDaysBefore; d--) {
    const { nights } = bookedBefore(deltas, start, d, asOf);
    points.push({ daysBefore: d, value: allottedNights > 0 ? round2((nights / allottedNights) * 100) : 0 });
  }
  return points;
}

/** The mean of several curves at each days-before value that all of them have. */
export function averageCurve(curves: CurvePoint[][]): CurvePoint[] {
  if (curves.length === 0) return [];
  const byDay = new Map<number, number[]>();
  for (const curve of curves) {
    for (const p of curve) byDay.set(p.daysBefore, [...(byDay.get(p.daysBefore) ?? []), p.value]);
  }
  return [...byDay.entries()]
    .filter(([, values]) => values.length === curves.length)
    .map(([daysBefore, values]) => ({ daysBefore, value: round2(mean(values)) }))
    .sort((a, b) => b.daysBefore - a.daysBefore);
}

/** The p-quantile (0..1) by linear interpolation between the sorted values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** The bounds: 10th and 90th percentile of the per-event estimates. */
export const LOWER_QUANTILE = 0.1;
export const UPPER_QUANTILE = 0.9;

function range(estimates: number[]): Range | null {
  if (estimates.length === 0) return null;
  return {
    estimate: Math.round(mean(estimates)),
    lower: Math.round(percentile(estimates, LOWER_QUANTILE)),
    upper: Math.round(percentile(estimates, UPPER_QUANTILE)),
    eventsUsed: estimates.length,
  };
}

/**
 * Booking prediction: each past event gives the share of its final bookings already booked at the
 * same days before start, and its final entries per booking. Estimated final bookings = current
 * bookings / mean share; entries = that x mean entries per booking. The bounds come from each
 * event's own estimate (current / its share x its entries per booking).
 */
export function bookingPrediction({
  currentBookings,
  daysBefore,
  past,
}: {
  currentBookings: number;
  daysBefore: number;
  past: PastEvent[];
}): (Range & { finalBookings: number; meanShare: number; shares: number[]; eventIds: number[] }) | null {
  const usable = past.flatMap((e) => {
    const final = finalBooked(e.deltas).bookings;
    if (!e.finalEntries || final <= 0) return [];
    const share = bookedBefore(e.deltas, e.start, daysBefore).bookings / final;
    if (share <= 0) return [];
    return [{ id: e.id, share, entriesPerBooking: e.finalEntries / final }];
  });
  if (usable.length === 0 || currentBookings <= 0) return null;
  const meanShare = mean(usable.map((u) => u.share));
  const finalBookings = currentBookings / meanShare;
  const spread = range(usable.map((u) => (currentBookings / u.share) * u.entriesPerBooking))!;
  return {
    ...spread,
    estimate: Math.round(finalBookings * mean(usable.map((u) => u.entriesPerBooking))),
    finalBookings: round2(finalBookings),
    meanShare: Math.round(meanShare * 10_000) / 10_000,
    shares: usable.map((u) => u.share),
    eventIds: usable.map((u) => u.id),
  };
}

/** A rating of 0..5 moves a customer's expected entries from x0.8 to x1.2 (2.5 = as history says). */
export const ratingFactor = (rating: number | null) => (rating === null ? 1 : 0.8 + 0.08 * rating);

/**
 * Consumer prediction: the expected entries of the customers already booked (their share of booked
 * events they played times their entries when they played, scaled by rating; a newcomer counts as
 * the average booked customer of the past event), plus the past event's walk-ins
 * (finalPartecipantsNotBooking x its entries per participant) scaled by the allotment ratio. One
 * estimate per past event; the figure is their mean, the bounds their 10th-90th percentile.
 */
export function consumerPrediction({
  booked,
  allottedNights,
  past,
}: {
  booked: BookedCustomer[];
  allottedNights: number;
  past: PastEvent[];
}): (Range & { eventIds: number[] }) | null {
  const usable = past.filter(
    (e) => e.finalEntries && e.finalPartecipants && e.allottedNights > 0 && e.bookedCustomers > 0,
  );
  if (usable.length === 0) return null;
  const estimates = usable.map((e) => {
    const newcomer = e.bookedCustomerEntries / e.bookedCustomers;
    const bookedEntries = booked.reduce((sum, c) => {
      const own =
        c.eventsBooked > 0
          ? (c.eventsPlayedWhenBooked / c.eventsBooked) *
            (c.entriesWhenBooked / Math.max(1, c.eventsPlayedWhenBooked))
          : newcomer;
      return sum + own * ratingFactor(c.rating);
    }, 0);
    const walkIns =
      (e.finalPartecipantsNotBooking ?? 0) *
      (e.finalEntries! / e.finalPartecipants!) *
      (allottedNights / e.allottedNights);
    return bookedEntries + walkIns;
  });
  return { ...range(estimates)!, eventIds: usable.map((e) => e.id) };
}

export type BacktestRow = { daysBefore: number; mape: number | null; predictions: number };
export const BACKTEST_DAYS = [30, 14, 7] as const;

/**
 * Predicts each past event from the others with the booking predictor at 30, 14 and 7 days before
 * its start, and reports the mean absolute percentage error against its final entries.
 */
export function backtest(past: PastEvent[], horizons: readonly number[] = BACKTEST_DAYS): BacktestRow[] {
  return horizons.map((daysBefore) => {
    const errors = past.flatMap((target) => {
      if (!target.finalEntries) return [];
      const current = bookedBefore(target.deltas, target.start, daysBefore).bookings;
      const predicted = bookingPrediction({
        currentBookings: current,
        daysBefore,
        past: past.filter((e) => e.id !== target.id),
      });
      if (!predicted) return [];
      return [Math.abs(predicted.estimate - target.finalEntries) / target.finalEntries];
    });
    return {
      daysBefore,
      mape: errors.length ? round2(mean(errors) * 100) : null,
      predictions: errors.length,
    };
  });
}

export type BreakEven = { entries: number; status: "above" | "straddles" | "below" } | null;

/**
 * The guarantee's break-even entries, ceil(guaranteedValue / toPrizePoolValue), against the
 * predicted range: above when even the worst case is above, below when even the best case is below.
 */
export function breakEven({
  guaranteedValue,
  toPrizePoolValue,
  lower,
  upper,
}: {
  guaranteedValue: number | null;
  toPrizePoolValue: number | null;
  lower: number;
  upper: number;
}): BreakEven {
  if (!guaranteedValue || !toPrizePoolValue) return null;
  const entries = Math.ceil(guaranteedValue / toPrizePoolValue);
  return { entries, status: lower >= entries ? "above" : upper < entries ? "below" : "straddles" };
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export type NightExposure = {
  free: number;
  unsoldCostCents: number;
  expectedBooked: number | null;
  expectedUnsoldCostCents: number | null;
  lowUnsoldCostCents: number | null;
  highUnsoldCostCents: number | null;
  releaseAdvised: boolean;
};

/**
 * What an allotted night costs if nobody else books it: free rooms x costNotSell; and, with the
 * pickup of the booking prediction (final bookings / bookings now), the expected unsold cost with
 * its range (the fastest pickup gives the low cost). Release is advised when even the expected
 * pickup leaves rooms unsold.
 */
export function nightExposure({
  allotted,
  booked,
  costNotSellCents,
  pickup,
}: {
  allotted: number;
  booked: number;
  costNotSellCents: number;
  pickup: { expected: number; low: number; high: number } | null;
}): NightExposure {
  const free = Math.max(0, allotted - booked);
  const unsoldAfter = (factor: number) =>
    Math.max(0, allotted - Math.min(allotted, Math.round(booked * factor)));
  if (!pickup) {
    return {
      free,
      unsoldCostCents: free * costNotSellCents,
      expectedBooked: null,
      expectedUnsoldCostCents: null,
      lowUnsoldCostCents: null,
      highUnsoldCostCents: null,
      releaseAdvised: false,
    };
  }
  const expectedUnsold = unsoldAfter(pickup.expected);
  return {
    free,
    unsoldCostCents: free * costNotSellCents,
    expectedBooked: allotted - expectedUnsold,
    expectedUnsoldCostCents: expectedUnsold * costNotSellCents,
    lowUnsoldCostCents: unsoldAfter(pickup.high) * costNotSellCents,
    highUnsoldCostCents: unsoldAfter(pickup.low) * costNotSellCents,
    releaseAdvised: expectedUnsold > 0,
  };
}
