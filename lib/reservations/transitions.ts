import { isFreeType, type ReservationStatus, type ReservationType } from "./rules";

/** What SPEC.md section 4's status transitions read of a reservation. */
export type TransitionFields = {
  status: ReservationStatus;
  type: ReservationType;
  isWebReservation: boolean;
  checkInDone: boolean;
};

/**
 * What a new reservation changes from: SPEC.md's "a new reservation starts NotConfirmed", with the
 * form's defaults. A new Guest, web or checked-in reservation thus goes through the same
 * transitions as an edit that sets them.
 */
export const NEW_RESERVATION: TransitionFields = {
  status: "NotConfirmed",
  type: "Standard",
  isWebReservation: false,
  checkInDone: false,
};

/**
 * SPEC.md section 4, as transitions on a change from `before` (the stored reservation; null for a
 * new one) to `after` (the values sent, or edited in the form):
 * - type changed to Guest or Staff: Settled;
 * - web reservation turned on: Settled;
 * - check-in turned on: Confirmed unless Settled (a Canceled reservation too: the guest arrived).
 * Otherwise the status is the one chosen (`after.status`; null keeps `before`'s), so a status
 * picked by hand stays. Guest and Staff pay 0 while they keep the type (DOMAIN.md: the discount
 * absorbs the price); other types keep `after.totalPay` (null: it follows from the discount).
 *
 * The browser form and the server's save both call this with the stored reservation as
 * `before`, so the status the form shows is the status the save stores.
 */
export function applyStatusTransitions({
  before,
  after,
}: {
  before: TransitionFields | null;
  after: Omit<TransitionFields, "status"> & {
    status: ReservationStatus | null;
    totalPay?: string | null;
  };
}): { status: ReservationStatus; totalPay: string | null } {
  const from = before ?? NEW_RESERVATION;
  let status = after.status ?? from.status;
  const settles =
    (after.type !== from.type && isFreeType(after.type)) ||
    (after.isWebReservation && !from.isWebReservation);
  if (settles) status = "Settled";
  else if (after.checkInDone && !from.checkInDone && status !== "Settled") status = "Confirmed";
  return { status, totalPay: isFreeType(after.type) ? "0.00" : (after.totalPay ?? null) };
}
