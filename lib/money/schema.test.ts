import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  MONEY_PATTERN,
  moneyField,
  moneySchema,
  optionalMoneySchema,
  optionalSignedMoneySchema,
  signedMoneySchema,
} from "./schema";

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("money schemas", () => {
  it("take JSON numbers and decimal strings and give the exact decimal string", () => {
    expect(moneySchema.parse(5)).toBe("5");
    expect(moneySchema.parse(10.5)).toBe("10.5");
    expect(moneySchema.parse(0.01)).toBe("0.01");
    expect(moneySchema.parse("10.50")).toBe("10.50");
    expect(moneySchema.parse(" 7 ")).toBe("7");
    expect(moneySchema.parse(9_999_999_999.99)).toBe("9999999999.99");
  });

  it("turn empty into null or zero", () => {
    for (const empty of [null, undefined, "", "  "]) {
      expect(optionalMoneySchema.parse(empty)).toBeNull();
      expect(moneySchema.parse(empty)).toBe("0");
    }
    expect(z.object({ price: moneySchema }).parse({})).toEqual({ price: "0" });
    expect(z.object({ price: optionalMoneySchema }).parse({})).toEqual({ price: null });
  });

  it("refuse more than 2 decimals, negatives, floats that are not exact, and non-numbers", () => {
    for (const bad of [
      1.005,
      "1.005",
      -1,
      "-1",
      0.1 + 0.2,
      1e21,
      "1e3",
      "abc",
      "1,5",
      true,
      {},
      [1],
      "12345678901",
    ]) {
      expect(issues(moneySchema, bad), String(bad)).toEqual(["amountInvalid"]);
    }
  });

  it("the pattern takes only plain non-negative decimals", () => {
    for (const ok of ["0", "10", "10.5", "10.55", "9999999999.99"]) expect(MONEY_PATTERN.test(ok)).toBe(true);
    for (const bad of ["-1", "1.234", "1,5", "", ".5", "5.", "abc", "12345678901"])
      expect(MONEY_PATTERN.test(bad), bad).toBe(false);
  });

  it("signed variants take negative amounts and read -0 as 0", () => {
    expect(signedMoneySchema.parse(-12.5)).toBe("-12.5");
    expect(signedMoneySchema.parse("-3.20")).toBe("-3.20");
    expect(signedMoneySchema.parse("-0.00")).toBe("0.00");
    expect(signedMoneySchema.parse(undefined)).toBe("0");
    expect(optionalSignedMoneySchema.parse(null)).toBeNull();
    expect(issues(signedMoneySchema, "-1.001")).toEqual(["signedAmountInvalid"]);
  });

  it("can require a value and name its own message", () => {
    const commission = moneyField({ whenEmpty: "error", error: "playerCommissionInvalid" });
    expect(commission.parse(5)).toBe("5");
    expect(issues(commission, "")).toEqual(["playerCommissionInvalid"]);
    expect(issues(commission, undefined)).toEqual(["playerCommissionInvalid"]);
    expect(issues(commission, "-1")).toEqual(["playerCommissionInvalid"]);
  });
});
