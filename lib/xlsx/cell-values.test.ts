import { describe, expect, it } from "vitest";
import { columnLetters, formulaSafeText, numberText } from "./cell-values";

describe("columnLetters", () => {
  it("names columns as Excel does", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702, 16_383].map(columnLetters)).toEqual([
      "A",
      "B",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
      "XFD",
    ]);
  });
});

describe("numberText", () => {
  it("writes decimal strings as they are, so money is never rounded", () => {
    expect(numberText("310.00")).toBe("310.00");
    expect(numberText("-0.10")).toBe("-0.10");
    expect(numberText("123456789012.34")).toBe("123456789012.34");
    expect(numberText(12)).toBe("12");
    expect(numberText(-3.5)).toBe("-3.5");
  });

  it("refuses what is not a number", () => {
    for (const bad of ["1,5", "", "1e3", " 1", "abc"]) expect(() => numberText(bad)).toThrow();
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) expect(() => numberText(bad)).toThrow();
  });
});

describe("formulaSafeText", () => {
  it("puts an apostrophe before text that starts like a formula (OWASP CSV injection)", () => {
    for (const text of [
      '=HYPERLINK("http://x","clic")',
      "=cmd|' /C calc'!A0",
      "+SUM(1,2)",
      "-2+3",
      "+39 333 HYPERLINK",
      "-2-2",
      "+39-333",
      "@SUM(A1:A9)",
      "\t=1+1",
      "\r=1+1",
      "=",
    ]) {
      expect(formulaSafeText(text), JSON.stringify(text)).toBe(`'${text}`);
    }
  });

  it("leaves phone numbers and signed numbers as they are: they call nothing", () => {
    for (const text of ["+39 333 1234567", "+41 (0)91 123 45 67", "-12", "-12.50", "-3,5"]) {
      expect(formulaSafeText(text), JSON.stringify(text)).toBe(text);
    }
  });

  it("leaves any other text as it is", () => {
    for (const text of ["Rossi Mario", " =1+1", "a=b", "Mario -2", "'=già protetto", "", "10,5", "€ -3"]) {
      expect(formulaSafeText(text), JSON.stringify(text)).toBe(text);
    }
  });
});
