import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { isAgentOfReservation, loadReservation } from "./repository";
import type { ReservationDto } from "./schemas";

/** GET /api/reservations/{id}; an Agent profile sees only the reservations it is assigned to (404 otherwise). */
export async function getReservation({
  db,
  caller,
  id,
}: {
  db: DbOrTx;
  caller: Caller;
  id: number;
}): Promise<ReservationDto> {
  if (caller.profileType === "Agent" && !(await isAgentOfReservation(db, id, caller.profileId))) {
    throw new DomainError("reservationNotFound");
  }
  const reservation = await loadReservation(db, id);
  if (!reservation) throw new DomainError("reservationNotFound");
  return reservation;
}
