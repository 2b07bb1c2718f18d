import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { findEventById } from "@/lib/events/repository";
import { periodForCaller } from "./cost-visibility";
import { listPeriodPricingsOfEvent } from "./repository";
import type { PeriodPricingDto } from "./schemas";

/**
 * Every period of the event (by hotel, then check-in) with its room types and nights; the hotel
 * costs only for a caller who may see them (cost-visibility.ts).
 */
export async function listEventPeriodPricings({
  db,
  caller,
  eventId,
}: {
  db: DbOrTx;
  caller: Caller;
  eventId: number;
}): Promise<PeriodPricingDto[]> {
  if (!(await findEventById(db, eventId))) throw new DomainError("eventNotFound");
  const periods = await listPeriodPricingsOfEvent(db, eventId);
  return periods.map((period) => periodForCaller(period, caller));
}
