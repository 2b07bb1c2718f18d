import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findEventById } from "./repository";
import type { EventDto } from "./schemas";

export async function getEvent({ db, id }: { db: DbOrTx; id: number }): Promise<EventDto> {
  const event = await findEventById(db, id);
  if (!event) throw new DomainError("eventNotFound");
  return event;
}
