import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { loadReservation } from "./repository";
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
  const reservation = await loadReservation(db, id);
  if (!reservation) throw new DomainError("reservationNotFound");
  // Its agents came with it: no separate look-up for an Agent profile.
  if (caller.profileType === "Agent" && !reservation.profiles.some((p) => p.id === caller.profileId)) {
    throw new DomainError("reservationNotFound");
  }
  return reservation;
}
