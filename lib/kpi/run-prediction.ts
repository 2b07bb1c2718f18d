import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { predictions } from "@/db/schema";
import { daysBetween, romeToday } from "@/lib/dates";
import {
  averageCurve,
  backtest,
  bookedBefore,
  bookedPercentCurve,
  bookingPrediction,
  consumerPrediction,
  finalBooked,
} from "./forecast";
import { CURVE_DAYS, type PredictionResult, type PredictionWarning } from "./prediction-result";
import { bookedCustomersWithHistory, findKpiEvents, findPrediction, loadPastEvents } from "./repository";

type Status = (typeof predictions.$inferSelect)["status"];

/**
 * The prediction job (DOMAIN.md "KPI and prediction"): Calculating -> CalculatingTimeSeries (the
 * comparison curve and the booking prediction are stored) -> Completed (with the consumer
 * prediction), or Error when the data cannot be read, PredictError when the consumer model fails.
 * Selected events without booking history or final entries are left out with a warning.
 */
export async function runPrediction({
  db,
  predictionId,
  today = romeToday(),
  onStatus,
}: {
  db: DbOrTx;
  predictionId: number;
  today?: string;
  /** Told each status as it is stored (the tests follow the job with it). */
  onStatus?: (status: Status) => void;
}): Promise<void> {
  const prediction = await findPrediction(db, predictionId);
  if (!prediction) return;
  const store = async (status: Status, fields: Partial<typeof predictions.$inferInsert> = {}) => {
    await db
      .update(predictions)
      .set({ status, ...fields, updatedAt: sql`now()` })
      .where(eq(predictions.id, predictionId));
    onStatus?.(status);
  };
  let result: PredictionResult;
  const warnings: PredictionWarning[] = [];
  let consumerInput: Parameters<typeof consumerPrediction>[0];
  try {
    const [current] = await findKpiEvents(db, [prediction.eventId]);
    if (!current) throw new Error(`Event ${prediction.eventId} not found`);
    const [currentData] = await loadPastEvents(db, [current.id]);
    const selected = await loadPastEvents(db, prediction.selectedEventIds);
    const usable = selected.filter((e) => {
      if (finalBooked(e.deltas).bookings <= 0 || e.allottedNights <= 0) {
        warnings.push({ key: "noBookingHistory", params: { event: e.name } });
        return false;
      }
      if (!e.finalEntries) {
        warnings.push({ key: "noFinalEntries", params: { event: e.name } });
        return false;
      }
      return true;
    });
    const daysBefore = Math.max(0, daysBetween(today, current.dateFrom));
    const curves = usable.map((e) =>
      bookedPercentCurve({
        deltas: e.deltas,
        start: e.start,
        allottedNights: e.allottedNights,
        fromDaysBefore: CURVE_DAYS,
      }),
    );
    // Today's bookings, also once the event has started (day 0 counts everything recorded so far).
    const currentBookings = bookedBefore(currentData!.deltas, current.dateFrom, daysBefore, today).bookings;
    if (currentBookings <= 0) warnings.push({ key: "noCurrentBookings", params: {} });
    const booking = bookingPrediction({ currentBookings, daysBefore, past: usable });
    for (const e of usable) {
      if (currentBookings > 0 && !booking?.eventIds.includes(e.id)) {
        warnings.push({ key: "noShareAtDay", params: { event: e.name, days: daysBefore } });
      }
    }
    result = {
      computedOn: today,
      daysBefore,
      eventsForAverageAndConsumerPrediction: usable.map((e) => e.id),
      eventsForBookingPrediction: booking?.eventIds ?? [],
      averageCurve: averageCurve(curves),
      booking: booking && {
        estimate: booking.estimate,
        lower: booking.lower,
        upper: booking.upper,
        eventsUsed: booking.eventsUsed,
        finalBookings: booking.finalBookings,
        meanShare: booking.meanShare,
      },
      pickup: booking && {
        expected: 1 / booking.meanShare,
        low: 1 / Math.max(...booking.shares),
        high: 1 / Math.min(...booking.shares),
      },
      consumer: null,
      backtest: backtest(usable),
    };
    consumerInput = {
      booked: await bookedCustomersWithHistory(db, current),
      allottedNights: currentData!.allottedNights,
      past: usable,
    };
  } catch (error) {
    await store("Error", { warningMessages: warnings, errorMessage: String(error) });
    return;
  }
  await store("CalculatingTimeSeries", { warningMessages: warnings, result });
  try {
    const consumer = consumerPrediction(consumerInput);
    result = {
      ...result,
      consumer: consumer && {
        estimate: consumer.estimate,
        lower: consumer.lower,
        upper: consumer.upper,
        eventsUsed: consumer.eventsUsed,
      },
    };
  } catch (error) {
    await store("PredictError", { errorMessage: String(error) });
    return;
  }
  await store("Completed", { result });
}
