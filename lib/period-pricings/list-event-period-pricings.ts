import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findEventById } from "@/lib/events/repository";
import { listPeriodPricingsOfEvent } from "./repository";
import type { PeriodPricingDto } from "./schemas";

/** Every period of the event (by hotel, then check-in) with its room types and nights. */
export async function listEventPeriodPricings({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<PeriodPricingDto[]> {
  if (!(await findEventById(db, eventId))) throw new DomainError("eventNotFound");
  return listPeriodPricingsOfEvent(db, eventId);
}
