import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { entriesOfReservation, findReservationRow, isAgentOfReservation } from "./repository";
import type { EntryDto } from "./schemas";

/** GET /api/entries/getbyreservation/{reservationId}/{eventId}: the entries a Packet reservation created. */
export async function getReservationEntries({
  db,
  caller,
  reservationId,
  eventId,
}: {
  db: DbOrTx;
  caller: Caller;
  reservationId: number;
  eventId: number;
}): Promise<EntryDto[]> {
  const row = await findReservationRow(db, reservationId);
  if (!row || row.eventId !== eventId) throw new DomainError("reservationNotFound");
  if (caller.profileType === "Agent" && !(await isAgentOfReservation(db, reservationId, caller.profileId))) {
    throw new DomainError("reservationNotFound");
  }
  return entriesOfReservation(db, reservationId, eventId);
}
