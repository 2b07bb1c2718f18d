/**
 * What the KPI screen may claim about a forecast of final entries (docs/DECISIONS.md "Forecast
 * reliability"): no figure below the entries already recorded, and a verdict of "poco affidabile"
 * with its reasons when the forecast's own test on the past, or its own spread, says it may be off
 * by more than MAX_ERROR_PERCENT. Pure functions: get-kpi applies them to the stored prediction
 * with the entries recorded at the time of reading, the screen shows the outcome.
 */
import type { BacktestRow } from "./forecast";

/** Above this, a forecast is "poco affidabile": average backtest error, or half its range around its middle. */
export const MAX_ERROR_PERCENT = 30;

export type EntriesRange = { estimate: number; lower: number; upper: number };
export type Predictor = "booking" | "consumer";

export type ReliabilityReason =
  /** The backtest's average error at the horizon nearest to today, in percent. */
  | { key: "backtestError"; daysBefore: number; mape: number }
  /** Worst and best case (as shown) apart by more than the limit either side of their middle. */
  | { key: "wideRange"; predictor: Predictor; lower: number; upper: number; spreadPercent: number }
  /** Even the best case the predictor computed is below the entries already recorded. */
  | { key: "belowRecorded"; predictor: Predictor; upper: number; recorded: number };

export type Reliability = { reliable: boolean; reasons: ReliabilityReason[] };

/**
 * The range as it can be shown: every figure at least the entries already recorded, the worst case
 * at most the estimate and the best case at least it (the bounds come from the spread of the past
 * events, the estimate from their mean, so it can fall outside them).
 */
export function atLeastRecorded<T extends EntriesRange>(range: T, recorded: number): T {
  const lower = Math.max(recorded, Math.min(range.lower, range.upper, range.estimate));
  const upper = Math.max(recorded, range.lower, range.upper, range.estimate);
  return { ...range, lower, upper, estimate: Math.min(upper, Math.max(lower, range.estimate)) };
}

/** Half the width of a range in percent of its middle: 30..90 is 50 %. */
export function spreadPercent({ lower, upper }: { lower: number; upper: number }): number {
  return lower + upper > 0 ? round1(((upper - lower) / (upper + lower)) * 100) : 0;
}

/**
 * The backtest row that speaks for today: the computed horizon nearest to today's days before start
 * (the larger error when two are as near).
 */
export function backtestForToday(rows: BacktestRow[], daysBefore: number): BacktestRow | null {
  let best: BacktestRow | null = null;
  for (const row of rows) {
    if (row.mape === null) continue;
    const distance = Math.abs(row.daysBefore - daysBefore);
    const bestDistance = best ? Math.abs(best.daysBefore - daysBefore) : Infinity;
    if (distance < bestDistance || (distance === bestDistance && row.mape > best!.mape!)) best = row;
  }
  return best;
}

/**
 * The verdict on the predictions as computed (not yet raised to the recorded entries): unreliable
 * when the backtest (which tests the booking predictor, so only when that one is shown) errs by
 * more than MAX_ERROR_PERCENT at today's horizon, when a predictor's best case is below the entries
 * already recorded, or when a range as shown spreads more than MAX_ERROR_PERCENT either side.
 */
export function forecastReliability({
  booking,
  consumer,
  backtest,
  daysBefore,
  recorded,
}: {
  booking: EntriesRange | null;
  consumer: EntriesRange | null;
  backtest: BacktestRow[];
  daysBefore: number;
  recorded: number;
}): Reliability {
  const reasons: ReliabilityReason[] = [];
  const row = booking ? backtestForToday(backtest, daysBefore) : null;
  if (row && row.mape! > MAX_ERROR_PERCENT) {
    reasons.push({ key: "backtestError", daysBefore: row.daysBefore, mape: row.mape! });
  }
  for (const [predictor, range] of [
    ["booking", booking],
    ["consumer", consumer],
  ] as const) {
    if (!range) continue;
    const computedUpper = Math.max(range.lower, range.upper, range.estimate);
    if (computedUpper < recorded) {
      reasons.push({ key: "belowRecorded", predictor, upper: computedUpper, recorded });
      continue;
    }
    const shown = atLeastRecorded(range, recorded);
    const spread = spreadPercent(shown);
    if (spread > MAX_ERROR_PERCENT) {
      reasons.push({
        key: "wideRange",
        predictor,
        lower: shown.lower,
        upper: shown.upper,
        spreadPercent: spread,
      });
    }
  }
  return { reliable: reasons.length === 0, reasons };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
