import type { Db } from "@/db/client";
import { sentOfEvent } from "./repository";
import type { CommunicationSentDto } from "./schemas";

/** GET /api/communications/listsents/{eventId}: the messages sent, latest first. */
export function listSentCommunications({
  db,
  eventId,
}: {
  db: Db;
  eventId: number;
}): Promise<CommunicationSentDto[]> {
  return sentOfEvent(db, eventId);
}
