import { describe, expect, it } from "vitest";
import { amountToPay, computeTotals, paymentStatus } from "./totals";

const nights = [
  { sellPrice: "100.10", dailyTax: "2.25" },
  { sellPrice: "100.20", dailyTax: "2.25" },
  { sellPrice: "0.70", dailyTax: "0" },
];

describe("computeTotals", () => {
  it("sums prices per room and tax per guest x capacity; totalPay = noTax + tax - discount", () => {
    expect(computeTotals({ nights, capacity: 2, discount: "1.00" })).toEqual({
      totalNoTax: "201.00",
      totalTax: "9.00",
      totalPay: "209.00",
      discount: "1.00",
    });
  });

  it("derives the discount from totalPay when no discount is given", () => {
    expect(computeTotals({ nights, capacity: 2, totalPay: "200" })).toMatchObject({
      totalPay: "200.00",
      discount: "10.00",
    });
  });

  it("accepts a negative discount (a surcharge)", () => {
    expect(computeTotals({ nights, capacity: 1, discount: "-0.5" }).totalPay).toBe("206.00");
  });

  it("gives Guest and Staff rooms away: totalPay 0, the discount absorbs the price", () => {
    expect(computeTotals({ nights, capacity: 2, discount: "3", free: true })).toMatchObject({
      totalPay: "0.00",
      discount: "210.00",
    });
  });

  it("counts no tax without capacity", () => {
    expect(computeTotals({ nights, capacity: 0 }).totalTax).toBe("0.00");
  });
});

describe("toPay and payment status", () => {
  it("subtracts inbound payments and adds refunds back", () => {
    const toPay = amountToPay("100.00", [
      { typology: "Inbound", amount: "60.10" },
      { typology: "Outbound", amount: "10.05" },
      { typology: "CashFund", amount: "999" },
    ]);
    expect(toPay).toBe("49.95");
    expect(paymentStatus(toPay)).toBe("ToPay");
    expect(paymentStatus(amountToPay("10", [{ typology: "Inbound", amount: "12" }]))).toBe("GiveChange");
    expect(paymentStatus("0.00")).toBeNull();
  });
});
