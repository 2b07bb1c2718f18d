import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { eventExists, findLocationName, findRoomType } from "./repository";

/** The event, hotel and room type of a stay exist (400 otherwise: they come from the caller). */
export async function assertStayReferences(
  db: DbOrTx,
  { eventId, locationId, roomTypeId }: { eventId: number; locationId?: number; roomTypeId: number },
) {
  if (!(await eventExists(db, eventId))) throw new DomainError("reservationEventNotFound");
  const locationName = locationId === undefined ? null : await findLocationName(db, locationId);
  if (locationId !== undefined && locationName === null) throw new DomainError("reservationHotelNotFound");
  const roomType = await findRoomType(db, roomTypeId);
  if (!roomType) throw new DomainError("reservationRoomTypeNotFound");
  return { roomType, locationName };
}
