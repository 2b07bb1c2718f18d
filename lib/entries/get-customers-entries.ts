import type { DbOrTx } from "@/db/client";
import { entriesOfCustomers } from "./repository";
import type { EntryDto } from "./schemas";

/** POST /api/entries/getbycustomersinevent/{eventId}: the live entries of these customers. */
export function getCustomersEntries({
  db,
  eventId,
  customerIds,
}: {
  db: DbOrTx;
  eventId: number;
  customerIds: number[];
}): Promise<EntryDto[]> {
  return entriesOfCustomers(db, eventId, customerIds);
}
