import { describe, expect, it } from "vitest";
import { decimalInputValue, parseIntegerInput, sanitizeDecimalInput, sanitizePhone } from "./input-rules";

describe("phone input", () => {
  it("keeps only digits and spaces", () => {
    expect(sanitizePhone("+39 333-12a34")).toBe("39 3331234");
    expect(sanitizePhone("333 12 34")).toBe("333 12 34");
    expect(sanitizePhone("abc")).toBe("");
  });
});

describe("integer input", () => {
  it("accepts digits only, empty becomes null", () => {
    expect(parseIntegerInput("12")).toBe(12);
    expect(parseIntegerInput("1a2")).toBe(12);
    expect(parseIntegerInput("-3")).toBe(3);
    expect(parseIntegerInput("")).toBeNull();
    expect(parseIntegerInput("x")).toBeNull();
  });
});

describe("decimal input", () => {
  it("allows one dot and at most two decimals", () => {
    expect(sanitizeDecimalInput("12.345")).toBe("12.34");
    expect(sanitizeDecimalInput("1.2.3")).toBe("1.23");
    expect(sanitizeDecimalInput("12,5")).toBe("12.5");
    expect(sanitizeDecimalInput("1a2b")).toBe("12");
  });
  it("allows a leading minus only where negatives are allowed", () => {
    expect(sanitizeDecimalInput("-12.5")).toBe("12.5");
    expect(sanitizeDecimalInput("-12.5", true)).toBe("-12.5");
    expect(sanitizeDecimalInput("1-2", true)).toBe("12");
  });
  it("turns the text into an API value; empty clears", () => {
    expect(decimalInputValue("")).toBeNull();
    expect(decimalInputValue("-")).toBeNull();
    expect(decimalInputValue("12.")).toBe("12");
    expect(decimalInputValue(".5")).toBe("0.5");
    expect(decimalInputValue("-.5")).toBe("-0.5");
    expect(decimalInputValue("10.25")).toBe("10.25");
  });
});
