/**
 * Statuses, types and the availability rule of a reservation (SPEC.md section 4). The status
 * transitions are in ./transitions. No server-only imports: the browser form uses these too.
 */
export const RESERVATION_STATUSES = ["NotConfirmed", "Confirmed", "Settled", "Canceled"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_TYPES = ["Standard", "Packet", "StaffHotel", "Guest", "Staff"] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** Types whose rooms are given away: totalPay 0, Settled when a reservation turns to them. */
export function isFreeType(type: ReservationType): boolean {
  return type === "Guest" || type === "Staff";
}

/** What the availability rule reads of a reservation (null ids: not chosen yet in the form). */
type AvailabilityFields = {
  checkIn: string;
  checkOut: string;
  locationId: number | null;
  roomTypeId: number | null;
  status: ReservationStatus;
  type: ReservationType;
};

/**
 * Whether a change must check availability again (SPEC.md section 4): a new reservation, leaving
 * Canceled, a change of dates, hotel or room type, or a type change to Guest or Staff. A Canceled
 * reservation takes no room. The save enforces it; the form refreshes its availability panel.
 */
export function needsAvailabilityCheck({
  before,
  after,
}: {
  before: AvailabilityFields | null;
  after: AvailabilityFields;
}): boolean {
  if (after.status === "Canceled") return false;
  if (!before) return true;
  return (
    before.status === "Canceled" ||
    stayChanged(before, after) ||
    (before.type !== after.type && isFreeType(after.type))
  );
}

/** Whether the stay changed so that its nights must be priced again. */
export function stayChanged(
  before: Pick<AvailabilityFields, "checkIn" | "checkOut" | "locationId" | "roomTypeId"> | null,
  after: Pick<AvailabilityFields, "checkIn" | "checkOut" | "locationId" | "roomTypeId">,
): boolean {
  return (
    !before ||
    before.checkIn !== after.checkIn ||
    before.checkOut !== after.checkOut ||
    before.locationId !== after.locationId ||
    before.roomTypeId !== after.roomTypeId
  );
}
