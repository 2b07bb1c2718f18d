import { describe, expect, it } from "vitest";
import { formatEuro, formatInstant, formatNumber, formatPercent, formatPercentFixed } from "./format";

const nb = (text: string) => text.replace(/\u00a0/g, " ");

describe("money in Italian", () => {
  it("always has the thousands point from 1000 up and a decimal comma", () => {
    expect(nb(formatEuro("3393.50", "it"))).toBe("3.393,50 €");
    expect(nb(formatEuro("19052.25", "it"))).toBe("19.052,25 €");
    expect(nb(formatEuro("1250.5", "it"))).toBe("1.250,50 €");
    expect(nb(formatEuro("1000", "it"))).toBe("1.000,00 €");
    expect(nb(formatEuro("1234567.89", "it"))).toBe("1.234.567,89 €");
  });
  it("small and negative amounts", () => {
    expect(nb(formatEuro("366.00", "it"))).toBe("366,00 €");
    expect(nb(formatEuro("0.00", "it"))).toBe("0,00 €");
    expect(nb(formatEuro("-1250.5", "it"))).toBe("-1.250,50 €");
    expect(nb(formatEuro(-0.001, "it"))).toBe("0,00 €");
    expect(nb(formatEuro(7.55, "it"))).toBe("7,55 €");
  });
  it("rounds decimal strings exactly, half away from zero", () => {
    expect(nb(formatEuro("1.005", "it"))).toBe("1,01 €");
    expect(nb(formatEuro("999.995", "it"))).toBe("1.000,00 €");
    expect(nb(formatEuro("-2.345", "it"))).toBe("-2,35 €");
  });
  it("empty for missing values", () => {
    expect(formatEuro(null, "it")).toBe("");
    expect(formatEuro(undefined, "it")).toBe("");
    expect(formatEuro("", "it")).toBe("");
  });
  it("English keeps the euro sign first", () => {
    expect(formatEuro("1250.5", "en")).toBe("€1,250.50");
    expect(formatEuro("-3393.5", "en")).toBe("-€3,393.50");
  });
});

describe("percentages and plain numbers", () => {
  it("percentages with a comma and at most 2 decimals", () => {
    expect(formatPercent("39.1834", "it")).toBe("39,18 %");
    expect(formatPercent(10, "it")).toBe("10 %");
    expect(formatPercent("1250.5", "it")).toBe("1.250,5 %");
    expect(formatPercent("39.18", "en")).toBe("39.18 %");
  });
  it("numbers group thousands and take the fraction digits asked for", () => {
    expect(formatNumber(1250, "it")).toBe("1.250");
    expect(formatNumber("1250.5", "it", { minimumFractionDigits: 2 })).toBe("1.250,50");
    expect(formatNumber(2.25, "it", { maximumFractionDigits: 1 })).toBe("2,3");
    expect(formatNumber(1250, "en")).toBe("1,250");
    expect(formatNumber(null, "it")).toBe("");
  });
});

describe("formatPercentFixed", () => {
  it("keeps its decimals and groups thousands like the other formats", () => {
    expect(formatPercentFixed(39.18, "it")).toBe("39,18 %");
    expect(formatPercentFixed(0, "it")).toBe("0,00 %");
    expect(formatPercentFixed(5, "it", 2, true)).toBe("+5,00 %");
    expect(formatPercentFixed(-5, "it", 2, true)).toBe("-5,00 %");
    expect(formatPercentFixed(0.001, "it", 2, true)).toBe("0,00 %");
    expect(formatPercentFixed(6.1, "it", 1)).toBe("6,1 %");
    expect(formatPercentFixed(1250.5, "it")).toBe("1.250,50 %");
    expect(formatPercentFixed(39.18, "en")).toBe("39.18 %");
  });
});

describe("formatInstant", () => {
  it("shows an instant as Rome's date and time with a four-digit year", () => {
    // Winter (UTC+1) and summer (UTC+2).
    expect(formatInstant("2026-11-28T02:00:00.000Z", "it")).toBe("28/11/2026 03:00");
    expect(formatInstant("2026-07-01T21:45:10.000Z", "it")).toBe("01/07/2026 23:45");
    expect(formatInstant("2026-07-01T21:45:10.000Z", "en")).toBe("01/07/2026 23:45");
  });
  it("crosses midnight into Rome's next day", () => {
    expect(formatInstant("2026-12-31T23:30:00Z", "it")).toBe("01/01/2027 00:30");
  });
  it("is empty for a missing or invalid value", () => {
    expect(formatInstant(null, "it")).toBe("");
    expect(formatInstant("", "it")).toBe("");
    expect(formatInstant("not a date", "it")).toBe("");
  });
});
