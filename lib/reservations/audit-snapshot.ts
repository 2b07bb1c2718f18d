import type { ReservationDto } from "./schemas";

/**
 * The fields of a reservation worth an audit trail (availability is not: it changes by itself;
 * nor the hotel's confirmation, the communications' own).
 */
export function auditSnapshot(reservation: ReservationDto): Record<string, unknown> {
  const {
    reservationDays,
    customers,
    profiles,
    payments,
    createdAt: _c,
    updatedAt: _u,
    toPay: _t,
    hotelConfirmation: _h,
    ...fields
  } = reservation;
  return {
    ...fields,
    nights: reservationDays.map((d) => `${d.day.slice(0, 10)} ${d.sellPrice}/${d.dailyTax}`),
    customers: customers.map((c) => `${c.id}${c.isAgentPlayer ? " (agent player)" : ""}`),
    profiles: profiles.map((p) => `${p.id} (${p.agentRole.id})`),
    payments: payments.map(
      (p) => `${p.id} ${p.typology} ${p.amount} ${p.methodId} ${p.paymentDate.slice(0, 10)}`,
    ),
  };
}
