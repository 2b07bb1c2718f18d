import { describe, expect, it } from "vitest";
import {
  atLeastRecorded,
  backtestForToday,
  forecastReliability,
  MAX_ERROR_PERCENT,
  spreadPercent,
} from "./reliability";

const rows = (mapes: (number | null)[]) =>
  [30, 14, 7].map((daysBefore, i) => ({
    daysBefore,
    mape: mapes[i]!,
    predictions: mapes[i] === null ? 0 : 2,
  }));

describe("atLeastRecorded", () => {
  it("raises every figure below the entries already recorded to them", () => {
    expect(atLeastRecorded({ estimate: 219, lower: 17, upper: 552 }, 44)).toEqual({
      estimate: 219,
      lower: 44,
      upper: 552,
    });
    // The whole range below: all three are the recorded entries.
    expect(atLeastRecorded({ estimate: 17, lower: 16, upper: 18 }, 39)).toEqual({
      estimate: 39,
      lower: 39,
      upper: 39,
    });
    expect(atLeastRecorded({ estimate: 80, lower: 60, upper: 100 }, 0)).toEqual({
      estimate: 80,
      lower: 60,
      upper: 100,
    });
  });

  it("keeps worst <= estimate <= best when the estimate falls outside the spread, and other fields", () => {
    expect(atLeastRecorded({ estimate: 50, lower: 60, upper: 100, eventsUsed: 3 }, 10)).toEqual({
      estimate: 50,
      lower: 50,
      upper: 100,
      eventsUsed: 3,
    });
    expect(atLeastRecorded({ estimate: 120, lower: 60, upper: 100 }, 70)).toEqual({
      estimate: 120,
      lower: 70,
      upper: 120,
    });
  });
});

describe("spreadPercent", () => {
  it("is half the width in percent of the middle", () => {
    expect(spreadPercent({ lower: 30, upper: 90 })).toBe(50); // 30 either side of 60
    expect(spreadPercent({ lower: 80, upper: 80 })).toBe(0);
    expect(spreadPercent({ lower: 0, upper: 0 })).toBe(0);
    expect(spreadPercent({ lower: 44, upper: 552 })).toBe(85.2); // 254 / 298
  });
});

describe("backtestForToday", () => {
  it("takes the computed horizon nearest to today, the larger error on a tie", () => {
    expect(backtestForToday(rows([10, 20, 40]), 0)!.daysBefore).toBe(7);
    expect(backtestForToday(rows([10, 20, 40]), 60)!.daysBefore).toBe(30);
    expect(backtestForToday(rows([10, 20, 40]), 22)!.daysBefore).toBe(14); // 30 and 14 both 8 away
    expect(backtestForToday(rows([10, null, null]), 0)!.daysBefore).toBe(30);
    expect(backtestForToday(rows([null, null, null]), 0)).toBeNull();
  });
});

describe("forecastReliability", () => {
  const narrow = { estimate: 100, lower: 90, upper: 110 };

  it("is reliable when the backtest and the ranges stay within the limit", () => {
    expect(
      forecastReliability({
        booking: narrow,
        consumer: narrow,
        backtest: rows([5, 6, MAX_ERROR_PERCENT]),
        daysBefore: 3,
        recorded: 20,
      }),
    ).toEqual({ reliable: true, reasons: [] });
  });

  it("says why when the backtest errs more than the limit at today's horizon", () => {
    expect(
      forecastReliability({
        booking: narrow,
        consumer: null,
        backtest: rows([5, 6, 30.01]),
        daysBefore: 0,
        recorded: 0,
      }),
    ).toEqual({ reliable: false, reasons: [{ key: "backtestError", daysBefore: 7, mape: 30.01 }] });
    // The backtest tests the booking predictor: without it, its error is not held against the other.
    expect(
      forecastReliability({
        booking: null,
        consumer: narrow,
        backtest: rows([955, 1000, 1086]),
        daysBefore: 0,
        recorded: 0,
      }).reliable,
    ).toBe(true);
  });

  it("says why when a range as shown is too wide, or even its best case is below what is recorded", () => {
    const verdict = forecastReliability({
      booking: { estimate: 219, lower: 17, upper: 552 },
      consumer: { estimate: 17, lower: 16, upper: 18 },
      backtest: rows([955, 1000, 1086]),
      daysBefore: 0,
      recorded: 44,
    });
    expect(verdict).toEqual({
      reliable: false,
      reasons: [
        { key: "backtestError", daysBefore: 7, mape: 1086 },
        { key: "wideRange", predictor: "booking", lower: 44, upper: 552, spreadPercent: 85.2 },
        { key: "belowRecorded", predictor: "consumer", upper: 18, recorded: 44 },
      ],
    });
  });

  it("judges the width of the range as shown", () => {
    // 40..100 is 43 % either side of its middle; with 80 entries recorded it shows 80..100, 11 %.
    expect(
      forecastReliability({
        booking: { estimate: 70, lower: 40, upper: 100 },
        consumer: null,
        backtest: [],
        daysBefore: 10,
        recorded: 80,
      }),
    ).toEqual({ reliable: true, reasons: [] });
    expect(
      forecastReliability({
        booking: { estimate: 70, lower: 40, upper: 100 },
        consumer: null,
        backtest: [],
        daysBefore: 10,
        recorded: 0,
      }).reasons,
    ).toEqual([{ key: "wideRange", predictor: "booking", lower: 40, upper: 100, spreadPercent: 42.9 }]);
  });
});
