import { describe, expect, it } from "vitest";
import { fromCents, percentOf, roundDiv, toCents } from "./cents";

describe("accounting cents", () => {
  it("reads decimal strings exactly and writes them back", () => {
    expect(toCents("123.40")).toBe(12340);
    expect(toCents("0.1")).toBe(10);
    expect(toCents("-5")).toBe(-500);
    expect(toCents(null)).toBe(0);
    expect(fromCents(12340)).toBe("123.40");
    expect(fromCents(-5)).toBe("-0.05");
  });

  it("rounds half away from zero", () => {
    expect(roundDiv(5, 10)).toBe(1);
    expect(roundDiv(4, 10)).toBe(0);
    expect(roundDiv(-5, 10)).toBe(-1);
    // 12.5 % of 0.10 = 0.0125 -> 0.01; 12.5 % of 0.20 = 0.025 -> 0.03
    expect(percentOf(10, "12.5")).toBe(1);
    expect(percentOf(20, "12.5")).toBe(3);
    expect(percentOf(100_000, "10")).toBe(10_000);
  });
});
