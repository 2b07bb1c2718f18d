import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { confirmLink, createConfirmToken } from "./confirm-token";
import { buildCommunicationMessage } from "./message";
import { communicationsByIds, countPending, messageHeading } from "./repository";

/**
 * POST /api/communications/message/{eventId}/{locationId}: the text for the selected
 * communications, which must all be unsent ones of that event and hotel (409 otherwise). The text
 * carries a new confirmation link each time; the send stores it (`bindConfirmLink`).
 */
export async function generateCommunicationMessage({
  db,
  eventId,
  locationId,
  communicationIds,
}: {
  db: Db;
  eventId: number;
  locationId: number;
  communicationIds: number[];
}): Promise<string> {
  const heading = await messageHeading(db, eventId, locationId);
  if (!heading) throw new DomainError("eventNotFound");
  const pending = await countPending(db, { ids: communicationIds, eventId, locationId, lock: false });
  if (pending !== communicationIds.length) throw new DomainError("communicationsNotPending");
  const link = confirmLink(createConfirmToken({ eventId, locationId }));
  return buildCommunicationMessage(heading, await communicationsByIds(db, communicationIds), link);
}
