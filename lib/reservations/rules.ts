/**
 * Status and type rules of a reservation (SPEC.md section 4), applied by the server on every
 * save whatever the client sent.
 */
export const RESERVATION_STATUSES = ["NotConfirmed", "Confirmed", "Settled", "Canceled"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_TYPES = ["Standard", "Packet", "StaffHotel", "Guest", "Staff"] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** Types whose rooms are given away: Settled with totalPay 0. */
export function isFreeType(type: ReservationType): boolean {
  return type === "Guest" || type === "Staff";
}

/**
 * The status a save stores. A new reservation without a status starts NotConfirmed. Guest and
 * Staff types, and web reservations, are Settled; check-in done turns NotConfirmed into
 * Confirmed (Settled stays Settled). Canceled is kept as chosen.
 */
export function resolveStatus({
  status,
  type,
  isWebReservation,
  checkInDone,
}: {
  status: ReservationStatus | null | undefined;
  type: ReservationType;
  isWebReservation: boolean;
  checkInDone: boolean;
}): ReservationStatus {
  const chosen = status ?? "NotConfirmed";
  if (chosen === "Canceled") return chosen;
  if (isFreeType(type) || isWebReservation) return "Settled";
  if (checkInDone && chosen === "NotConfirmed") return "Confirmed";
  return chosen;
}

/**
 * Whether a save must check availability again (SPEC.md section 4): a new reservation, leaving
 * Canceled, or a change of dates, hotel or room type. A Canceled reservation takes no room.
 */
export function needsAvailabilityCheck({
  before,
  after,
}: {
  before: {
    checkIn: string;
    checkOut: string;
    locationId: number;
    roomTypeId: number;
    status: ReservationStatus;
    type: ReservationType;
  } | null;
  after: {
    checkIn: string;
    checkOut: string;
    locationId: number;
    roomTypeId: number;
    status: ReservationStatus;
    type: ReservationType;
  };
}): boolean {
  if (after.status === "Canceled") return false;
  if (!before) return true;
  return (
    before.status === "Canceled" ||
    before.checkIn !== after.checkIn ||
    before.checkOut !== after.checkOut ||
    before.locationId !== after.locationId ||
    before.roomTypeId !== after.roomTypeId ||
    isFreeType(before.type) !== isFreeType(after.type)
  );
}

/** Whether the stay changed so that its nights must be priced again. */
export function stayChanged(
  before: { checkIn: string; checkOut: string; locationId: number; roomTypeId: number } | null,
  after: { checkIn: string; checkOut: string; locationId: number; roomTypeId: number },
): boolean {
  return (
    !before ||
    before.checkIn !== after.checkIn ||
    before.checkOut !== after.checkOut ||
    before.locationId !== after.locationId ||
    before.roomTypeId !== after.roomTypeId
  );
}
