import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { eventExists, listReservationsOfEvent } from "./repository";
import type { ReservationListItemDto } from "./schemas";

/** GET /api/reservations/list/{eventId}: the interim list (agents: only their reservations). */
export async function listReservations({
  db,
  caller,
  eventId,
}: {
  db: DbOrTx;
  caller: Caller;
  eventId: number;
}): Promise<ReservationListItemDto[]> {
  if (!(await eventExists(db, eventId))) throw new DomainError("eventNotFound");
  return listReservationsOfEvent(db, {
    eventId,
    agentProfileId: caller.profileType === "Agent" ? caller.profileId : undefined,
  });
}
