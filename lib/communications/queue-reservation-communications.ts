import type { Tx } from "@/db/client";
import { pendingOfReservations, writeQueueOperations } from "./repository";
import { planQueue, type PendingCommunication, type QueuedStay } from "./queue-rules";

/** The fields of a reservation the queue reads; the reservations area's answer has them all. */
export type ReservationForQueue = {
  id: number;
  event: { id: number };
  location: { id: number };
  roomType: { id: number };
  checkIn: string;
  checkOut: string;
  status: string;
  type: string;
  progressiveNumber: number | null;
  customers: { firstName: string | null; lastName: string }[];
};

const STAFF_TYPES = new Set(["Staff", "StaffHotel"]);

function toQueuedStay(reservation: ReservationForQueue): QueuedStay {
  return {
    reservationId: reservation.id,
    eventId: reservation.event.id,
    locationId: reservation.location.id,
    roomTypeId: reservation.roomType.id,
    checkIn: reservation.checkIn.slice(0, 10),
    checkOut: reservation.checkOut.slice(0, 10),
    active: reservation.status !== "Canceled",
    isStaffBooking: STAFF_TYPES.has(reservation.type),
    guestNames: reservation.customers
      .map((c) => [c.lastName, c.firstName].filter(Boolean).join(" "))
      .join(", "),
    progressiveNumber: reservation.progressiveNumber,
  };
}

/**
 * Queues what the hotels must be told about reservation changes (before null: created; after
 * null: deleted), merging into the unsent communications (lib/communications/queue-rules.ts).
 * Call it with the transaction of the reservation write, so a failed save queues nothing.
 */
export async function queueReservationCommunications({
  tx,
  changes,
}: {
  tx: Tx;
  changes: { before: ReservationForQueue | null; after: ReservationForQueue | null }[];
}): Promise<void> {
  const stays = changes.map((change) => ({
    before: change.before && toQueuedStay(change.before),
    after: change.after && toQueuedStay(change.after),
  }));
  // Only a reservation that existed can have unsent communications.
  const existingIds = stays.flatMap((s) => (s.before ? [s.before.reservationId] : []));
  const pending = existingIds.length ? await pendingOfReservations(tx, existingIds) : [];
  const pendingAt = (reservationId: number) => (locationId: number) =>
    pending.find((p) => p.reservationId === reservationId && p.locationId === locationId) as
      PendingCommunication | undefined;
  const operations = stays.flatMap(({ before, after }) => {
    const reservationId = (after ?? before)!.reservationId;
    return planQueue(before, after, pendingAt(reservationId));
  });
  if (operations.length) await writeQueueOperations(tx, operations);
}
