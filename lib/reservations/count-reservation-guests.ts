import type { DbOrTx } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { countGuestRows } from "./search-repository";
import { scopeFor } from "./search-reservations";
import type { ReservationCriteria } from "./search-schemas";

/** POST /api/reservations/guestscount: the guests of the matching reservations ("Ospiti (n)"). */
export function countReservationGuests({
  db,
  caller,
  criteria,
}: {
  db: DbOrTx;
  caller: Caller;
  criteria: ReservationCriteria;
}): Promise<number> {
  return countGuestRows(db, scopeFor(caller, criteria));
}
