import type { DbOrTx } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { countReservationGuests } from "./count-reservation-guests";
import { countReservations } from "./count-reservations";
import { searchReservations } from "./search-reservations";
import type { ReservationCriteria, ReservationSearchRow } from "./search-schemas";

/** What the reservation list shows first: its title's two counts and its first page of rows. */
export type ReservationListStart = { count: number; guests: number; rows: ReservationSearchRow[] };

/**
 * The answers of count, guestscount and search (page 0) for the same criteria, read with the list
 * page on the server: the list's first render in the browser has them all.
 */
export async function getReservationListStart({
  db,
  caller,
  criteria,
}: {
  db: DbOrTx;
  caller: Caller;
  criteria: ReservationCriteria;
}): Promise<ReservationListStart> {
  const first = { ...criteria, pageNumber: 0 };
  const [count, guests, rows] = await Promise.all([
    countReservations({ db, caller, criteria: first }),
    countReservationGuests({ db, caller, criteria: first }),
    searchReservations({ db, caller, criteria: first, preservePages: false }),
  ]);
  return { count, guests, rows };
}
