import { describe, expect, it } from "vitest";
import { readDecimalInput } from "@/lib/client/input-rules";
import {
  MAX_AMOUNT_CENTS,
  centsToDecimal,
  parseMoney,
  percentOf,
  requireCents,
  roundDiv,
  sumCents,
} from "./cents";

describe("parseMoney", () => {
  it("reads Italian and plain text", () => {
    const cases: [string, number][] = [
      ["1.250,50", 125_050],
      ["1250,50", 125_050],
      ["1250.50", 125_050],
      ["1,250.50", 125_050],
      ["1250", 125_000],
      ["1.250", 125_000],
      // A dot before exactly 3 digits groups thousands, as an Italian reads it: never 3 decimals.
      ["1.005", 100_500],
      ["1.250.000", 125_000_000],
      ["1.250.000,5", 125_000_050],
      ["12.5", 1250],
      ["0,05", 5],
      ["-3,5", -350],
      ["-0,00", 0],
      [" 1.250,50 € ", 125_050],
      ["1.250,50\u00a0€", 125_050],
      ["€ 80", 8000],
      ["-€ 80", -8000],
      ["-€1,250.50", -125_050],
      ["007", 700],
      ["9999999999.99", MAX_AMOUNT_CENTS],
    ];
    for (const [text, cents] of cases) expect(parseMoney(text), text).toBe(cents);
  });

  it("reads JSON numbers only when they hold the amount exactly", () => {
    expect(parseMoney(1250.5)).toBe(125_050);
    expect(parseMoney(1250)).toBe(125_000);
    expect(parseMoney(-3.5)).toBe(-350);
    expect(parseMoney(-0)).toBe(0);
    expect(parseMoney(0.01)).toBe(1);
    // A number is never read with thousands points: 1.234 has 3 decimals.
    expect(parseMoney(1.234)).toBeNull();
    expect(parseMoney(0.1 + 0.2)).toBeNull();
    expect(parseMoney(12.345)).toBeNull();
    expect(parseMoney(1e21)).toBeNull();
    expect(parseMoney(Number.NaN)).toBeNull();
    expect(parseMoney(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("refuses empty text, garbage, more than two decimals and ambiguous grouping", () => {
    for (const bad of [
      "",
      "   ",
      "abc",
      "12a",
      "1e3",
      "0x10",
      "--5",
      "+5",
      "€-5",
      "5€€",
      "€ 5 €",
      ".5",
      "5.",
      ",5",
      "5,",
      "1,234",
      "1250.500",
      "0.125",
      "1,2,3",
      "1.2.3,4",
      "1,234,567",
      "1.23,45",
      "1,250.500",
      "12 34,5 6",
      "99999999999999999",
    ]) {
      expect(parseMoney(bad), bad).toBeNull();
    }
    expect(parseMoney(null)).toBeNull();
    expect(parseMoney(undefined)).toBeNull();
  });

  it("reads a complete text as the amount fields do", () => {
    for (const text of [
      "1.250,50",
      "1250,50",
      "1250.50",
      "1250",
      "1.250",
      "1.250.000",
      "12.5",
      "-3,5",
      "0,05",
    ]) {
      const typed = readDecimalInput(text, true)?.value ?? null;
      expect(parseMoney(typed), text).toBe(parseMoney(text));
    }
  });

  it("requireCents throws where parseMoney answers null", () => {
    expect(requireCents("310.00")).toBe(31_000);
    expect(requireCents(0)).toBe(0);
    expect(() => requireCents("")).toThrow("Not a money amount");
    expect(() => requireCents("1.0001")).toThrow();
  });
});

describe("centsToDecimal", () => {
  it("writes the API's decimal string with 2 decimals", () => {
    expect(centsToDecimal(125_050)).toBe("1250.50");
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(-5)).toBe("-0.05");
    expect(centsToDecimal(-125_000)).toBe("-1250.00");
    expect(centsToDecimal(MAX_AMOUNT_CENTS)).toBe("9999999999.99");
    expect(() => centsToDecimal(0.5)).toThrow();
  });

  it("round-trips every decimal string", () => {
    for (const text of ["0.00", "0.10", "1250.50", "-3.50", "9999999999.99"])
      expect(centsToDecimal(requireCents(text))).toBe(text);
  });
});

describe("arithmetic", () => {
  it("sums exactly where floats do not", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(centsToDecimal(sumCents([requireCents("0.10"), requireCents("0.20")]))).toBe("0.30");
    expect(sumCents([])).toBe(0);
  });

  it("divides rounding half away from zero", () => {
    expect(roundDiv(5, 10)).toBe(1);
    expect(roundDiv(4, 10)).toBe(0);
    expect(roundDiv(-5, 10)).toBe(-1);
    expect(roundDiv(-4, 10)).toBe(0);
    expect(roundDiv(301, 2)).toBe(151);
    expect(() => roundDiv(1, 0)).toThrow();
  });

  it("takes a percentage rounded to the cent, half away from zero", () => {
    expect(percentOf(10, "12.5")).toBe(1); // 1.25 cents
    expect(percentOf(20, "12.5")).toBe(3); // 2.5 cents
    expect(percentOf(-20, "12.5")).toBe(-3);
    expect(percentOf(100_000, "10")).toBe(10_000);
    expect(percentOf(100_000, 7.5)).toBe(7_500);
    expect(percentOf(12_345, "0")).toBe(0);
    // Beyond the exact range of a float product (10^12 x 10^4): still exact.
    expect(percentOf(MAX_AMOUNT_CENTS, "99.99")).toBe(999_899_999_999);
    expect(() => percentOf(100, "12.3456")).toThrow();
  });
});
