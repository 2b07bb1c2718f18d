import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { eventExists } from "./repository";
import { searchCheckInListRows } from "./search-repository";
import { scopeFor } from "./search-reservations";
import type { ReservationCriteria, ReservationSearchRow } from "./search-schemas";

/** The most rows one printed list holds (a festival books a few thousand rooms at most). */
export const PRINT_LIMIT = 20_000;

/**
 * POST /api/reservations/print: the rows of the check-in list, every matching reservation by
 * arrival day, then guest name (checkInListOrder, the Excel's order by check-in). None: "Nessun
 * booking per i filtri selezionati".
 */
export async function printReservations({
  db,
  caller,
  criteria,
}: {
  db: DbOrTx;
  caller: Caller;
  criteria: ReservationCriteria;
}): Promise<ReservationSearchRow[]> {
  if (!(await eventExists(db, criteria.eventId))) throw new DomainError("eventNotFound");
  const rows = await searchCheckInListRows(db, scopeFor(caller, criteria), PRINT_LIMIT);
  if (rows.length === 0) throw new DomainError("noBookingsForFilters");
  return rows;
}
