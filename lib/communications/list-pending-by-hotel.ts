import type { Db } from "@/db/client";
import { pendingCountsByHotel } from "./repository";
import type { PendingByHotelDto } from "./schemas";

/** GET /api/communications/list/{eventId}: the hotels with communications to send, with a count each. */
export function listPendingByHotel({
  db,
  eventId,
}: {
  db: Db;
  eventId: number;
}): Promise<PendingByHotelDto[]> {
  return pendingCountsByHotel(db, eventId);
}
