import type { DbOrTx } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { countReservationRows } from "./search-repository";
import { scopeFor } from "./search-reservations";
import type { ReservationCriteria } from "./search-schemas";

/** POST /api/reservations/count: how many reservations match (the list title's first number). */
export function countReservations({
  db,
  caller,
  criteria,
}: {
  db: DbOrTx;
  caller: Caller;
  criteria: ReservationCriteria;
}): Promise<number> {
  return countReservationRows(db, scopeFor(caller, criteria));
}
