import type { Db } from "@/db/client";
import { pendingForLocation } from "./repository";
import type { CommunicationDto } from "./schemas";

/** GET /api/communications/tosendforlocation/{eventId}/{locationId}: a hotel's communications to send. */
export function listPendingForLocation({
  db,
  eventId,
  locationId,
}: {
  db: Db;
  eventId: number;
  locationId: number;
}): Promise<CommunicationDto[]> {
  return pendingForLocation(db, eventId, locationId);
}
