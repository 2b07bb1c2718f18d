import { dateToApi, isIsoDay } from "@/lib/dates";
import { RESERVATION_TYPES, isFreeType, needsAvailabilityCheck } from "@/lib/reservations/rules";
import { applyStatusTransitions, type TransitionFields } from "@/lib/reservations/transitions";
import { centsToDecimal, parseMoney, sumCents } from "@/lib/money/cents";
import type { CreationMode, ReservationDto, ReservationStatus, ReservationType } from "./reservation-types";

export type GuestValue = {
  id: number;
  firstName: string;
  lastName: string;
  isFake: boolean;
  isAgentPlayer: boolean;
};

export type AgentValue = { id: number; firstName: string; lastName: string; agentRoleId: number };

export type PaymentValue = {
  /** Stable key in the form (a saved payment's id, or a negative number for a new one). */
  key: number;
  id: number | null;
  amount: string | null;
  methodId: number | null;
  paymentItemId: number | null;
  /** "YYYY-MM-DD" or "". */
  paymentDate: string;
  notes: string;
};

/** What the reservation editor edits. Prices are not here: they come from the server. */
export type ReservationFormValue = {
  creationMode: CreationMode;
  reservationsNumber: number | null;
  locationId: number | null;
  roomTypeId: number | null;
  /** "YYYY-MM-DD" or "". */
  checkIn: string;
  checkOut: string;
  type: ReservationType;
  status: ReservationStatus;
  isWebReservation: boolean;
  checkInDone: boolean;
  customers: GuestValue[];
  profiles: AgentValue[];
  /** Decimal string; may be negative (SPEC.md section 5). totalPay is derived from it. */
  discount: string | null;
  notes: string;
  payments: PaymentValue[];
};

/** Types whose reservations are free: totalPay 0 (SPEC.md section 4). */
export const FREE_TYPES: readonly ReservationType[] = RESERVATION_TYPES.filter(isFreeType);

export function newReservationValue(prefill: Partial<ReservationFormValue> = {}): ReservationFormValue {
  return {
    creationMode: "Classic",
    reservationsNumber: 1,
    locationId: null,
    roomTypeId: null,
    checkIn: "",
    checkOut: "",
    type: "Standard",
    status: "NotConfirmed",
    isWebReservation: false,
    checkInDone: false,
    customers: [],
    profiles: [],
    discount: "0.00",
    notes: "",
    payments: [],
    ...prefill,
  };
}

export function reservationFormValue(reservation: ReservationDto): ReservationFormValue {
  return {
    creationMode: "Classic",
    reservationsNumber: 1,
    locationId: reservation.location.id,
    roomTypeId: reservation.roomType.id,
    checkIn: reservation.checkIn.slice(0, 10),
    checkOut: reservation.checkOut.slice(0, 10),
    type: reservation.type,
    status: reservation.status,
    isWebReservation: reservation.isWebReservation,
    checkInDone: reservation.checkInDone,
    customers: reservation.customers.map((guest) => ({
      id: guest.id,
      firstName: guest.firstName,
      lastName: guest.lastName,
      isFake: guest.isFake,
      isAgentPlayer: guest.isAgentPlayer,
    })),
    profiles: reservation.profiles.map((agent) => ({
      id: agent.id,
      firstName: agent.firstName ?? "",
      lastName: agent.lastName,
      agentRoleId: agent.agentRole.id,
    })),
    discount: centsToDecimal(parseMoney(reservation.discount) ?? 0),
    notes: reservation.notes ?? "",
    payments: reservation.payments.map((payment) => ({
      key: payment.id,
      id: payment.id,
      amount: centsToDecimal(parseMoney(payment.amount) ?? 0),
      methodId: payment.methodId,
      paymentItemId: payment.paymentItemId,
      paymentDate: payment.paymentDate.slice(0, 10),
      notes: payment.notes ?? "",
    })),
  };
}

/**
 * A change of the form through SPEC.md section 4's transitions, from the reservation as stored
 * (null: a new one): the save applies the same function to the same pair, so the status shown is
 * the status stored. Classic mode is one reservation.
 */
export function applyTransitions(
  stored: TransitionFields | null,
  next: ReservationFormValue,
): ReservationFormValue {
  const { status } = applyStatusTransitions({ before: stored, after: next });
  const reservationsNumber = next.creationMode === "Classic" ? 1 : next.reservationsNumber;
  return { ...next, status, reservationsNumber };
}

/**
 * Whether a change must check availability again (SPEC.md section 4), the save's rule applied to
 * one edit: the panel then asks again even when the stay it shows did not change.
 */
export function needsFreshAvailability(previous: ReservationFormValue, next: ReservationFormValue): boolean {
  return needsAvailabilityCheck({ before: previous, after: next });
}

/** A stay the availability check accepts: whole dates from 2000 on, check-out after check-in. */
export function validStay(checkIn: string, checkOut: string): boolean {
  return isIsoDay(checkIn) && isIsoDay(checkOut) && checkIn >= "2000-01-01" && checkOut > checkIn;
}

/** Hotel, room type and stay: what the nights' prices depend on. */
export function stayKey(
  value: Pick<ReservationFormValue, "locationId" | "roomTypeId" | "checkIn" | "checkOut">,
) {
  return `${value.locationId}|${value.roomTypeId}|${value.checkIn}|${value.checkOut}`;
}

export type Totals = {
  totalNoTax: number;
  totalTax: number;
  /** totalNoTax + totalTax. */
  gross: number;
  discount: number;
  totalPay: number;
  paid: number;
  toPay: number;
};

/**
 * SPEC.md section 5 in cents: totalPay = totalNoTax + totalTax - discount (Guest and Staff pay 0:
 * the discount absorbs the price); toPay = totalPay - inbound payments + refunds.
 */
export function computeTotals({
  totalNoTax,
  totalTax,
  value,
  isRefundItem,
}: {
  totalNoTax: string | null;
  totalTax: string | null;
  value: Pick<ReservationFormValue, "discount" | "type" | "payments">;
  isRefundItem: (paymentItemId: number | null) => boolean;
}): Totals {
  const noTax = parseMoney(totalNoTax) ?? 0;
  const tax = parseMoney(totalTax) ?? 0;
  const gross = noTax + tax;
  const free = FREE_TYPES.includes(value.type);
  const discount = free ? gross : (parseMoney(value.discount) ?? 0);
  const totalPay = gross - discount;
  // A payment whose amount is not (yet) an amount counts as 0 in the totals.
  const inbound = sumCents(
    value.payments.filter((p) => !isRefundItem(p.paymentItemId)).map((p) => parseMoney(p.amount) ?? 0),
  );
  const refunds = sumCents(
    value.payments.filter((p) => isRefundItem(p.paymentItemId)).map((p) => parseMoney(p.amount) ?? 0),
  );
  const paid = inbound - refunds;
  return { totalNoTax: noTax, totalTax: tax, gross, discount, totalPay, paid, toPay: totalPay - paid };
}

/** The discount that makes the total pay `totalPay` (the link the other way). */
export function discountForTotalPay(gross: number, totalPay: string | null): string {
  return centsToDecimal(gross - (parseMoney(totalPay) ?? 0));
}

export type PaymentProblem = "method" | "date" | "amount";

/** SPEC.md section 5's payment checks, in its order. */
export function paymentProblems(payment: PaymentValue): PaymentProblem[] {
  const problems: PaymentProblem[] = [];
  if (payment.methodId === null) problems.push("method");
  if (!isIsoDay(payment.paymentDate)) problems.push("date");
  const amount = parseMoney(payment.amount);
  if (amount === null || amount <= 0) problems.push("amount");
  return problems;
}

/** The body of POST /api/reservations/save. */
export function reservationSaveBody({
  reservationId,
  eventId,
  value,
  gross,
}: {
  reservationId: number | null;
  eventId: number;
  value: ReservationFormValue;
  /** totalNoTax + totalTax in cents, to send Guest/Staff's absorbing discount. */
  gross: number;
}) {
  const discount = FREE_TYPES.includes(value.type)
    ? centsToDecimal(gross)
    : centsToDecimal(parseMoney(value.discount) ?? 0);
  return {
    reservation: {
      ...(reservationId !== null ? { id: reservationId } : {}),
      event: { id: eventId },
      location: { id: value.locationId },
      roomType: { id: value.roomTypeId },
      checkIn: dateToApi(value.checkIn),
      checkOut: dateToApi(value.checkOut),
      type: value.type,
      status: value.status,
      customers: value.customers.map((guest) => ({
        id: guest.id,
        isAgentPlayer: guest.isFake ? false : guest.isAgentPlayer,
      })),
      profiles: value.profiles.map((agent) => ({ id: agent.id, agentRole: { id: agent.agentRoleId } })),
      discount,
      ...(FREE_TYPES.includes(value.type) ? { totalPay: "0.00" } : {}),
      notes: value.notes.trim() || null,
      isWebReservation: value.isWebReservation,
      checkInDone: value.checkInDone,
      payments: value.payments.map((payment) => ({
        ...(payment.id !== null ? { id: payment.id } : {}),
        amount: payment.amount,
        methodId: payment.methodId,
        paymentItemId: payment.paymentItemId,
        paymentDate: dateToApi(payment.paymentDate),
        notes: payment.notes.trim() || null,
      })),
    },
  };
}

/** The save's query: creation mode and number only when creating. */
export function reservationSaveQuery({
  creating,
  value,
  skipCapacityValidation,
  skipCustomerCheck,
}: {
  creating: boolean;
  value: ReservationFormValue;
  skipCapacityValidation: boolean;
  skipCustomerCheck: boolean;
}) {
  return {
    creationMode: creating ? value.creationMode : "Classic",
    reservationsNumber: creating && value.creationMode === "Multiple" ? (value.reservationsNumber ?? 1) : 1,
    skipCapacityValidation,
    skipCustomerCheck,
  };
}
