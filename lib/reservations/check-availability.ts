import type { DbOrTx } from "@/db/client";
import { dateToApi } from "@/lib/dates";
import {
  stayAlert,
  stayAvailability,
  toReservationDays,
  uncoveredNights,
  wouldOverbook,
} from "./availability";
import { assertFoundReferences } from "./references";
import type { CheckAvailabilityDto, CheckAvailabilityQuery } from "./schemas";
import { computeTotals } from "./totals";

/**
 * GET /api/reservations/CheckAvailability: every night of the stay with its price and free rooms
 * (leaving out the reservation being edited), the alert, the nights no period covers, and the
 * totals without discount. One round trip: the references are looked up in the same statement.
 */
export async function checkAvailability({
  db,
  query,
}: {
  db: DbOrTx;
  query: CheckAvailabilityQuery;
}): Promise<CheckAvailabilityDto> {
  const found = await stayAvailability(db, { ...query, exceptReservationId: query.reservationId ?? null });
  const { roomType } = assertFoundReferences(found);
  const nights = found.nights;
  const days = toReservationDays(nights);
  const totals = computeTotals({ nights: days, capacity: roomType.capacity });
  return {
    reservationDays: days,
    alertAvailability: stayAlert(nights),
    uncoveredNights: uncoveredNights(nights).map((day) => dateToApi(day)!),
    totalNoTax: totals.totalNoTax,
    totalTax: totals.totalTax,
    totalPay: totals.totalPay,
    overbooking: wouldOverbook(
      nights.filter((night) => night.covered),
      query.reservationsNumber,
    ),
  };
}
