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

/** The same refusals for references looked up inside a combined statement (null / false: absent). */
export function assertFoundReferences<RoomType>(found: {
  eventFound: boolean;
  locationName: string | null;
  roomType: RoomType | null;
}): { roomType: RoomType; locationName: string } {
  if (!found.eventFound) throw new DomainError("reservationEventNotFound");
  if (found.locationName === null) throw new DomainError("reservationHotelNotFound");
  if (!found.roomType) throw new DomainError("reservationRoomTypeNotFound");
  return { roomType: found.roomType, locationName: found.locationName };
}
