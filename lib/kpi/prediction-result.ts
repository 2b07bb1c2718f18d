import type { BacktestRow, CurvePoint, Range } from "./forecast";

/** A warning of the prediction job: a key of messages/<locale>/api.json "kpiWarnings". */
export type PredictionWarning = {
  key: "noFinalEntries" | "noBookingHistory" | "noShareAtDay" | "noCurrentBookings";
  params: Record<string, string | number>;
};

/** What the prediction job stores (predictions.result), filled as it advances. */
export type PredictionResult = {
  /** The Rome day the figures were computed on, and how many days before the start that was. */
  computedOn: string;
  daysBefore: number;
  eventsForAverageAndConsumerPrediction: number[];
  eventsForBookingPrediction: number[];
  averageCurve: CurvePoint[];
  booking: (Range & { finalBookings: number; meanShare: number }) | null;
  /** Final bookings / bookings now: expected, and the slowest and fastest of the selected events. */
  pickup: { expected: number; low: number; high: number } | null;
  consumer: Range | null;
  backtest: BacktestRow[];
};

/** The days before start the Confronto chart covers. */
export const CURVE_DAYS = 120;
