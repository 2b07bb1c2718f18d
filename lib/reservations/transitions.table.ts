import type { ReservationStatus } from "./rules";
import type { TransitionFields } from "./transitions";

/**
 * SPEC.md section 4's status transitions as one table, run through the browser form's function
 * (transitions.test.ts) and through POST /api/reservations/save on PostgreSQL
 * (tests/integration/reservation-transitions.int.test.ts): the form and the save must agree.
 */
export type TransitionCase = {
  name: string;
  /** The stored reservation; null: a new one. */
  before: TransitionFields | null;
  /** What the user changes; a status here is one picked by hand. */
  change: Partial<TransitionFields>;
  /** totalPay "price": the stay's price (the cases give no discount). */
  expected: { status: ReservationStatus; totalPay: "0.00" | "price" };
};

const standard = (status: ReservationStatus, patch: Partial<TransitionFields> = {}): TransitionFields => ({
  status,
  type: "Standard",
  isWebReservation: false,
  checkInDone: false,
  ...patch,
});

export const TRANSITION_CASES: readonly TransitionCase[] = [
  // A new reservation changes from a blank NotConfirmed Standard one.
  {
    name: "new: starts NotConfirmed",
    before: null,
    change: {},
    expected: { status: "NotConfirmed", totalPay: "price" },
  },
  {
    name: "new: a status picked by hand",
    before: null,
    change: { status: "Confirmed" },
    expected: { status: "Confirmed", totalPay: "price" },
  },
  {
    name: "new: Canceled picked by hand",
    before: null,
    change: { status: "Canceled" },
    expected: { status: "Canceled", totalPay: "price" },
  },
  {
    name: "new: Guest is Settled and pays 0",
    before: null,
    change: { type: "Guest" },
    expected: { status: "Settled", totalPay: "0.00" },
  },
  {
    name: "new: Staff is Settled even with Confirmed picked",
    before: null,
    change: { type: "Staff", status: "Confirmed" },
    expected: { status: "Settled", totalPay: "0.00" },
  },
  {
    name: "new: StaffHotel is not free",
    before: null,
    change: { type: "StaffHotel" },
    expected: { status: "NotConfirmed", totalPay: "price" },
  },
  {
    name: "new: web reservation is Settled",
    before: null,
    change: { isWebReservation: true },
    expected: { status: "Settled", totalPay: "price" },
  },
  {
    name: "new: check-in done is Confirmed",
    before: null,
    change: { checkInDone: true },
    expected: { status: "Confirmed", totalPay: "price" },
  },
  {
    name: "new: check-in done with Canceled picked is Confirmed",
    before: null,
    change: { checkInDone: true, status: "Canceled" },
    expected: { status: "Confirmed", totalPay: "price" },
  },
  {
    name: "new: check-in done with Settled picked stays Settled",
    before: null,
    change: { checkInDone: true, status: "Settled" },
    expected: { status: "Settled", totalPay: "price" },
  },
  {
    name: "new: Guest with check-in done is Settled",
    before: null,
    change: { type: "Guest", checkInDone: true },
    expected: { status: "Settled", totalPay: "0.00" },
  },
  // Type.
  {
    name: "edit: Standard to Guest is Settled and pays 0",
    before: standard("NotConfirmed"),
    change: { type: "Guest" },
    expected: { status: "Settled", totalPay: "0.00" },
  },
  {
    name: "edit: a Canceled Standard turned Staff is Settled",
    before: standard("Canceled"),
    change: { type: "Staff" },
    expected: { status: "Settled", totalPay: "0.00" },
  },
  {
    name: "edit: Guest to Staff is Settled",
    before: standard("Confirmed", { type: "Guest" }),
    change: { type: "Staff" },
    expected: { status: "Settled", totalPay: "0.00" },
  },
  {
    name: "edit: Guest kept, Confirmed picked by hand stays Confirmed and pays 0",
    before: standard("Settled", { type: "Guest" }),
    change: { status: "Confirmed" },
    expected: { status: "Confirmed", totalPay: "0.00" },
  },
  {
    name: "edit: a Confirmed Guest saved unchanged stays Confirmed",
    before: standard("Confirmed", { type: "Guest" }),
    change: {},
    expected: { status: "Confirmed", totalPay: "0.00" },
  },
  {
    name: "edit: a Canceled Guest saved unchanged stays Canceled",
    before: standard("Canceled", { type: "Guest" }),
    change: {},
    expected: { status: "Canceled", totalPay: "0.00" },
  },
  {
    name: "edit: Guest back to Standard keeps Settled and pays the price",
    before: standard("Settled", { type: "Guest" }),
    change: { type: "Standard" },
    expected: { status: "Settled", totalPay: "price" },
  },
  {
    name: "edit: Packet to Standard changes no status",
    before: standard("NotConfirmed", { type: "Packet" }),
    change: { type: "Standard" },
    expected: { status: "NotConfirmed", totalPay: "price" },
  },
  // Web reservation.
  {
    name: "edit: web turned on is Settled",
    before: standard("NotConfirmed"),
    change: { isWebReservation: true },
    expected: { status: "Settled", totalPay: "price" },
  },
  {
    name: "edit: web turned on a Canceled one is Settled",
    before: standard("Canceled"),
    change: { isWebReservation: true },
    expected: { status: "Settled", totalPay: "price" },
  },
  {
    name: "edit: web turned off keeps the status",
    before: standard("Settled", { isWebReservation: true }),
    change: { isWebReservation: false },
    expected: { status: "Settled", totalPay: "price" },
  },
  {
    name: "edit: a web reservation canceled by hand stays Canceled",
    before: standard("Settled", { isWebReservation: true }),
    change: { status: "Canceled" },
    expected: { status: "Canceled", totalPay: "price" },
  },
  {
    name: "edit: a web reservation set NotConfirmed by hand stays NotConfirmed",
    before: standard("Settled", { isWebReservation: true }),
    change: { status: "NotConfirmed" },
    expected: { status: "NotConfirmed", totalPay: "price" },
  },
  // Check-in.
  {
    name: "edit: check-in done confirms",
    before: standard("NotConfirmed"),
    change: { checkInDone: true },
    expected: { status: "Confirmed", totalPay: "price" },
  },
  {
    name: "edit: check-in done keeps Settled",
    before: standard("Settled"),
    change: { checkInDone: true },
    expected: { status: "Settled", totalPay: "price" },
  },
  {
    name: "edit: check-in done on a Canceled one confirms it",
    before: standard("Canceled"),
    change: { checkInDone: true },
    expected: { status: "Confirmed", totalPay: "price" },
  },
  {
    name: "edit: check-in done with NotConfirmed picked in the same change confirms",
    before: standard("NotConfirmed"),
    change: { checkInDone: true, status: "NotConfirmed" },
    expected: { status: "Confirmed", totalPay: "price" },
  },
  {
    name: "edit: checked in earlier, NotConfirmed picked by hand stays NotConfirmed",
    before: standard("Confirmed", { checkInDone: true }),
    change: { status: "NotConfirmed" },
    expected: { status: "NotConfirmed", totalPay: "price" },
  },
  {
    name: "edit: check-in undone keeps the status",
    before: standard("Confirmed", { checkInDone: true }),
    change: { checkInDone: false },
    expected: { status: "Confirmed", totalPay: "price" },
  },
  {
    name: "edit: web and check-in turned on together is Settled",
    before: standard("NotConfirmed"),
    change: { isWebReservation: true, checkInDone: true },
    expected: { status: "Settled", totalPay: "price" },
  },
  // Status by hand.
  {
    name: "edit: Canceled picked by hand",
    before: standard("Confirmed"),
    change: { status: "Canceled" },
    expected: { status: "Canceled", totalPay: "price" },
  },
  {
    name: "edit: leaving Canceled by hand",
    before: standard("Canceled"),
    change: { status: "NotConfirmed" },
    expected: { status: "NotConfirmed", totalPay: "price" },
  },
];
