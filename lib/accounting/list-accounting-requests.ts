import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { events } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { listRequestsOfEvent, toRequestDto } from "./requests-repository";
import type { AccountingRequestDto } from "./schemas";

/** The calculation requests of an event, newest first (every status: the screen filters). */
export async function listAccountingRequests({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<AccountingRequestDto[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new DomainError("eventNotFound");
  return (await listRequestsOfEvent(db, eventId)).map(toRequestDto);
}
