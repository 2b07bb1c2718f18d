import { describe, expect, it } from "vitest";
import { decimalEditText, parseIntegerInput, readDecimalInput } from "./input-rules";

describe("integer input", () => {
  it("accepts digits only, empty becomes null", () => {
    expect(parseIntegerInput("12")).toBe(12);
    expect(parseIntegerInput("1a2")).toBe(12);
    expect(parseIntegerInput("-3")).toBe(3);
    expect(parseIntegerInput("")).toBeNull();
    expect(parseIntegerInput("x")).toBeNull();
  });
});

describe("decimal input: the rule for amounts typed in Italian", () => {
  const value = (text: string, allowNegative = false) => readDecimalInput(text, allowNegative)?.value;

  it("reads the three ways of typing 1250.50 the same", () => {
    expect(value("1.250,50")).toBe("1250.50");
    expect(value("1250,50")).toBe("1250.50");
    expect(value("1250.50")).toBe("1250.50");
  });
  it("a comma present: the comma is the decimal separator, dots before it are thousands points", () => {
    expect(value("1.250,5")).toBe("1250.5");
    expect(value("1.250.000,00")).toBe("1250000.00");
    expect(value("12,")).toBe("12");
    expect(value(",5")).toBe("0.5");
    expect(value("0,05")).toBe("0.05");
  });
  it("only dots: a single dot followed by exactly 3 digits is a thousands point", () => {
    expect(value("1.250")).toBe("1250");
    expect(value("12.500")).toBe("12500");
    expect(value("366.000")).toBe("366000");
  });
  it("only dots: two or more dots are all thousands points", () => {
    expect(value("1.250.000")).toBe("1250000");
    expect(value("1.250.0")).toBe("12500"); // while typing 1.250.000
  });
  it("only dots: a single dot followed by up to 2 digits is the decimal point", () => {
    expect(value("366.00")).toBe("366.00");
    expect(value("12.5")).toBe("12.5");
    expect(value("12.")).toBe("12");
    expect(value(".5")).toBe("0.5");
  });
  it("cuts a third decimal after a comma", () => {
    expect(readDecimalInput("12,345")).toEqual({ text: "12,34", value: "12.34" });
    expect(readDecimalInput("1.250,509")).toEqual({ text: "1.250,50", value: "1250.50" });
  });
  it("refuses a second comma, a dot after the comma, 4 digits after a single dot", () => {
    expect(readDecimalInput("1,2,3")).toBeNull();
    expect(readDecimalInput("1,25.0")).toBeNull();
    expect(readDecimalInput("1.2345")).toBeNull();
  });
  it("drops spaces, units and letters; keeps the typed text otherwise", () => {
    expect(readDecimalInput("1 250,50 €")).toEqual({ text: "1250,50", value: "1250.50" });
    expect(readDecimalInput("1a2b")).toEqual({ text: "12", value: "12" });
    expect(readDecimalInput("1.250,50")).toEqual({ text: "1.250,50", value: "1250.50" });
  });
  it("allows a leading minus only where negatives are allowed", () => {
    expect(value("-12,5")).toBe("12.5");
    expect(value("-12,5", true)).toBe("-12.5");
    expect(value("-1.250,50", true)).toBe("-1250.50");
    expect(value("1-2", true)).toBe("12");
    expect(value("-0", true)).toBe("0");
  });
  it("empty, a lone minus, dot or comma clear to null", () => {
    expect(value("")).toBeNull();
    expect(value("-", true)).toBeNull();
    expect(value(".")).toBeNull();
    expect(value(",")).toBeNull();
  });
  it("drops leading zeros of the integer part", () => {
    expect(value("007,5")).toBe("7.5");
    expect(value("0")).toBe("0");
  });
  it("gives the value back for editing with the locale's decimal separator", () => {
    expect(decimalEditText("1250.50", "it")).toBe("1250,50");
    expect(decimalEditText("1250.50", "en")).toBe("1250.50");
    expect(decimalEditText(null, "it")).toBe("");
    // What the field shows for editing reads back to the same value.
    for (const v of ["1250.50", "0.05", "-3.5", "1000", "12"]) {
      expect(readDecimalInput(decimalEditText(v, "it"), true)?.value).toBe(v);
    }
  });
});
