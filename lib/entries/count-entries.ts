import type { DbOrTx } from "@/db/client";
import { countEntries as countEntryRows } from "./repository";
import type { EntryCount, EntryCountQuery } from "./schemas";

/** GET /api/entries/count: DOMAIN.md "Entries", count = sum of numbers, players = distinct customers. */
export function countEntries({ db, query }: { db: DbOrTx; query: EntryCountQuery }): Promise<EntryCount> {
  return countEntryRows(db, query.eventId, query.search);
}
