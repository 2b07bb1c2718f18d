import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { pageWindow } from "@/lib/api/paging";
import type { Caller } from "@/lib/auth/caller";
import { eventExists } from "./repository";
import { searchReservationRows, type SearchScope } from "./search-repository";
import type { ReservationCriteria, ReservationSearchRow } from "./search-schemas";

/** The criteria as the caller may use them: an Agent profile sees only its own reservations. */
export function scopeFor(caller: Caller, criteria: ReservationCriteria): SearchScope {
  return { ...criteria, agentProfileId: caller.profileType === "Agent" ? caller.profileId : undefined };
}

/** POST /api/reservations/search: a page of 10 (pages 0..pageNumber with preservePages). */
export async function searchReservations({
  db,
  caller,
  criteria,
  preservePages,
}: {
  db: DbOrTx;
  caller: Caller;
  criteria: ReservationCriteria;
  preservePages: boolean;
}): Promise<ReservationSearchRow[]> {
  const rows = await searchReservationRows(
    db,
    scopeFor(caller, criteria),
    pageWindow({ pageNumber: criteria.pageNumber, preservePages }),
  );
  // Only an empty page can hide an unknown event: one statement per page otherwise.
  if (rows.length === 0 && !(await eventExists(db, criteria.eventId))) throw new DomainError("eventNotFound");
  return rows;
}
