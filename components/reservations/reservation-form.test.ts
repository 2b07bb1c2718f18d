import { describe, expect, it } from "vitest";
import { decodeFromQuote, encodeFromQuote } from "./from-quote";
import {
  applyTransitions,
  computeTotals,
  discountForTotalPay,
  needsFreshAvailability,
  newReservationValue,
  paymentProblems,
  reservationSaveBody,
  reservationSaveQuery,
  validStay,
  type PaymentValue,
} from "./reservation-form";

const payment = (patch: Partial<PaymentValue> = {}): PaymentValue => ({
  key: -1,
  id: null,
  amount: "50.00",
  methodId: 1,
  paymentItemId: 10,
  paymentDate: "2026-11-20",
  notes: "",
  ...patch,
});

describe("totals (SPEC.md section 5)", () => {
  const isRefundItem = (id: number | null) => id === 20;

  it("total pay is room plus tax minus discount; toPay subtracts inbound payments and adds refunds", () => {
    const totals = computeTotals({
      totalNoTax: "300.00",
      totalTax: "12.60",
      value: {
        type: "Standard",
        discount: "12.60",
        payments: [payment({ amount: "100.10" }), payment({ key: -2, amount: "20.05", paymentItemId: 20 })],
      },
      isRefundItem,
    });
    expect(totals.gross).toBe(31260);
    expect(totals.totalPay).toBe(30000);
    expect(totals.paid).toBe(8005);
    expect(totals.toPay).toBe(21995);
  });

  it("Guest and Staff pay nothing: the discount absorbs the price", () => {
    const totals = computeTotals({
      totalNoTax: "200.00",
      totalTax: "8.00",
      value: { type: "Guest", discount: "5.00", payments: [] },
      isRefundItem,
    });
    expect(totals.discount).toBe(20800);
    expect(totals.totalPay).toBe(0);
  });

  it("typing the total pay sets the discount that gives it, negatives included", () => {
    expect(discountForTotalPay(31260, "300.00")).toBe("12.60");
    expect(discountForTotalPay(31260, "320.00")).toBe("-7.40");
    expect(discountForTotalPay(31260, null)).toBe("312.60");
  });
});

describe("transitions (SPEC.md section 4; the cases in lib/reservations/transitions.table.ts)", () => {
  const base = newReservationValue();

  it("are computed from the stored reservation, as the save computes them", () => {
    const checkedIn = applyTransitions(base, { ...base, checkInDone: true });
    expect(checkedIn.status).toBe("Confirmed");
    // Picking NotConfirmed again would not be what the save stores: the check-in still confirms.
    expect(applyTransitions(base, { ...checkedIn, status: "NotConfirmed" }).status).toBe("Confirmed");
    expect(applyTransitions(null, { ...base, type: "Guest" }).status).toBe("Settled");
  });

  it("Classic mode is always one reservation", () => {
    const multiple = { ...base, creationMode: "Multiple" as const, reservationsNumber: 4 };
    expect(applyTransitions(base, multiple).reservationsNumber).toBe(4);
    expect(applyTransitions(multiple, { ...multiple, creationMode: "Classic" }).reservationsNumber).toBe(1);
  });

  it("leaving Canceled, turning Guest/Staff or changing the stay asks for a fresh availability check", () => {
    const canceled = { ...base, status: "Canceled" as const };
    expect(needsFreshAvailability(canceled, { ...canceled, status: "Confirmed" })).toBe(true);
    expect(needsFreshAvailability(base, { ...base, type: "Staff" })).toBe(true);
    expect(needsFreshAvailability(base, { ...base, checkIn: "2031-05-10" })).toBe(true);
    expect(needsFreshAvailability(base, { ...base, notes: "x" })).toBe(false);
  });
});

describe("checks", () => {
  it("a stay needs whole dates from 2000 and check-out after check-in", () => {
    expect(validStay("2026-11-20", "2026-11-22")).toBe(true);
    expect(validStay("2026-11-20", "2026-11-20")).toBe(false);
    expect(validStay("1999-12-30", "2000-01-02")).toBe(false);
    expect(validStay("", "2026-11-22")).toBe(false);
  });

  it("a payment needs a method, a date and an amount above 0, in SPEC.md's order", () => {
    expect(paymentProblems(payment())).toEqual([]);
    expect(paymentProblems(payment({ methodId: null, paymentDate: "", amount: "0" }))).toEqual([
      "method",
      "date",
      "amount",
    ]);
    expect(paymentProblems(payment({ amount: null }))).toEqual(["amount"]);
  });
});

describe("save request", () => {
  it("sends the contract's body and query", () => {
    const value = {
      ...newReservationValue({ locationId: 3, roomTypeId: 4, checkIn: "2026-11-20", checkOut: "2026-11-22" }),
      customers: [
        { id: 7, firstName: "Mario", lastName: "Rossi", isFake: false, isAgentPlayer: true },
        { id: 8, firstName: "X", lastName: "Fake", isFake: true, isAgentPlayer: true },
      ],
      profiles: [{ id: 9, firstName: "A", lastName: "B", agentRoleId: 2 }],
      discount: "10",
      payments: [payment({ id: 5, key: 5 })],
    };
    const body = reservationSaveBody({ reservationId: null, eventId: 1, value, gross: 20000 });
    expect(body.reservation).toMatchObject({
      event: { id: 1 },
      location: { id: 3 },
      roomType: { id: 4 },
      checkIn: "2026-11-20T00:00:00",
      checkOut: "2026-11-22T00:00:00",
      customers: [
        { id: 7, isAgentPlayer: true },
        { id: 8, isAgentPlayer: false },
      ],
      profiles: [{ id: 9, agentRole: { id: 2 } }],
      discount: "10.00",
      payments: [
        { id: 5, amount: "50.00", methodId: 1, paymentItemId: 10, paymentDate: "2026-11-20T00:00:00" },
      ],
    });
    expect(body.reservation).not.toHaveProperty("id");
    expect(
      reservationSaveQuery({
        creating: true,
        value: { ...value, creationMode: "Multiple", reservationsNumber: 3 },
        skipCapacityValidation: true,
        skipCustomerCheck: false,
      }),
    ).toEqual({
      creationMode: "Multiple",
      reservationsNumber: 3,
      skipCapacityValidation: true,
      skipCustomerCheck: false,
    });
    expect(
      reservationSaveQuery({
        creating: false,
        value: { ...value, creationMode: "Multiple", reservationsNumber: 3 },
        skipCapacityValidation: false,
        skipCustomerCheck: false,
      }).reservationsNumber,
    ).toBe(1);
  });
});

describe("createfromquote segment", () => {
  it("round-trips and refuses anything else", () => {
    const prefill = { locationId: 12, roomTypeId: 3, checkIn: "2026-11-20", checkOut: "2026-11-23" };
    expect(encodeFromQuote(prefill)).toBe("12-3-20261120-20261123");
    expect(decodeFromQuote("12-3-20261120-20261123")).toEqual(prefill);
    expect(decodeFromQuote("abc")).toBeNull();
    expect(decodeFromQuote("0-3-20261120-20261123")).toBeNull();
  });
});
