import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { communicationsOfSent, findSent } from "./repository";
import type { CommunicationSentDto } from "./schemas";

/** GET /api/communications/communicationsent/{id}: a sent message with its communications. */
export async function getCommunicationSent({
  db,
  id,
}: {
  db: Db;
  id: number;
}): Promise<CommunicationSentDto> {
  const sent = await findSent(db, id);
  if (!sent) throw new DomainError("communicationSentNotFound");
  return { ...sent, communicationList: await communicationsOfSent(db, id) };
}
