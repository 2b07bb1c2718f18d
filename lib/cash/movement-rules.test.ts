import { describe, expect, it } from "vitest";
import { movementDeleteRefusal } from "./movement-rules";

describe("movementDeleteRefusal", () => {
  const plain = { linkedPaymentId: null, systemItem: "Entries", reservationId: null };

  it("lets an ordinary movement be deleted", () => {
    expect(movementDeleteRefusal(plain)).toBeNull();
    expect(movementDeleteRefusal({ ...plain, systemItem: null })).toBeNull();
  });

  it("refuses a transfer half, linked or not", () => {
    expect(movementDeleteRefusal({ ...plain, linkedPaymentId: 7 })).toBe("transferNotDeletable");
    expect(movementDeleteRefusal({ ...plain, systemItem: "Transfer" })).toBe("transferNotDeletable");
  });

  it("refuses a reservation's payment and refund: they are changed on the reservation", () => {
    expect(movementDeleteRefusal({ ...plain, systemItem: "Reservation", reservationId: 24 })).toBe(
      "reservationPaymentNotDeletable",
    );
    expect(movementDeleteRefusal({ ...plain, systemItem: null, reservationId: 24 })).toBe(
      "reservationPaymentNotDeletable",
    );
  });
});
