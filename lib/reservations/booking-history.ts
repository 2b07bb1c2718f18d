import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";

/** What of a reservation the booking history follows; null when it does not count (Canceled, deleted). */
export type CountedStay = {
  eventId: number;
  locationId: number;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
} | null;

export function countedStay(row: {
  eventId: number;
  locationId: number;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  status: string;
}): CountedStay {
  if (row.status === "Canceled") return null;
  const { eventId, locationId, roomTypeId, checkIn, checkOut } = row;
  return { eventId, locationId, roomTypeId, checkIn, checkOut };
}

const sameStay = (a: CountedStay, b: CountedStay) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.eventId === b.eventId &&
    a.locationId === b.locationId &&
    a.roomTypeId === b.roomTypeId &&
    a.checkIn === b.checkIn &&
    a.checkOut === b.checkOut);

/**
 * Writes the change of booked rooms into booking_history, in the save's transaction, so the KPI
 * can rebuild the booked nights of any past day: -1 for the stay that stops counting, +1 for the
 * stay that starts. Nothing when the counted stay did not change (e.g. a new payment).
 */
export async function recordBookingHistory(
  tx: Tx,
  change: { reservationIds: number[]; before: CountedStay; after: CountedStay },
): Promise<void> {
  if (sameStay(change.before, change.after)) return;
  const rows = [
    ...(change.before ? [{ stay: change.before, rooms: -1 }] : []),
    ...(change.after ? [{ stay: change.after, rooms: 1 }] : []),
  ].flatMap(({ stay, rooms }) =>
    change.reservationIds.map(
      (id) =>
        sql`(${stay.eventId}, ${id}, ${stay.locationId}, ${stay.roomTypeId}, ${stay.checkIn}::date, ${stay.checkOut}::date, ${rooms})`,
    ),
  );
  await tx.execute(sql`
    insert into booking_history (event_id, reservation_id, location_id, room_type_id, check_in, check_out, rooms)
    values ${sql.join(rows, sql`, `)}`);
}
