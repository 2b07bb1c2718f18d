import { describe, expect, it } from "vitest";
import {
  applyTransitions,
  computeTotals,
  newReservationValue,
} from "@/components/reservations/reservation-form";
import { applyStatusTransitions, NEW_RESERVATION } from "./transitions";
import { TRANSITION_CASES } from "./transitions.table";

const PRICE = 20000;

describe("status transitions through the form (SPEC.md section 4)", () => {
  it.each(TRANSITION_CASES)("$name", ({ before, change, expected }) => {
    const shown = { ...newReservationValue(), ...before, discount: "0.00" };
    const next = applyTransitions(before, { ...shown, ...change });
    expect(next.status).toBe(expected.status);
    const totals = computeTotals({
      totalNoTax: "200.00",
      totalTax: "0.00",
      value: next,
      isRefundItem: () => false,
    });
    expect(totals.totalPay).toBe(expected.totalPay === "price" ? PRICE : 0);
  });

  it.each(TRANSITION_CASES)("sending the form's status gives the same: $name", ({ before, change }) => {
    const after = { ...(before ?? NEW_RESERVATION), ...change };
    const once = applyStatusTransitions({ before, after });
    expect(applyStatusTransitions({ before, after: { ...after, status: once.status } })).toEqual(once);
  });
});

describe("applyStatusTransitions", () => {
  it("keeps the stored status when none is sent, and starts a new one NotConfirmed", () => {
    const stored = { ...NEW_RESERVATION, status: "Confirmed" as const };
    expect(applyStatusTransitions({ before: stored, after: { ...stored, status: null } }).status).toBe(
      "Confirmed",
    );
    expect(applyStatusTransitions({ before: null, after: { ...NEW_RESERVATION, status: null } }).status).toBe(
      "NotConfirmed",
    );
  });

  it("gives Guest and Staff totalPay 0 and leaves other types' totalPay as sent", () => {
    const guest = { ...NEW_RESERVATION, type: "Guest" as const, totalPay: "90" };
    expect(applyStatusTransitions({ before: guest, after: guest }).totalPay).toBe("0.00");
    const standard = { ...NEW_RESERVATION, totalPay: "90" };
    expect(applyStatusTransitions({ before: null, after: standard }).totalPay).toBe("90");
    expect(applyStatusTransitions({ before: null, after: NEW_RESERVATION }).totalPay).toBeNull();
  });
});
