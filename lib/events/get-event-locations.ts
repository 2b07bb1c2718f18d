import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findEventById, listEventLocations } from "./repository";
import type { EventLocationDto } from "./schemas";

/** The hotels configured for the event (those with a period pricing), each once. */
export async function getEventLocations({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<EventLocationDto[]> {
  if (!(await findEventById(db, eventId))) throw new DomainError("eventNotFound");
  return listEventLocations(db, eventId);
}
