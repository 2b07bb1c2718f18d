import type { DbOrTx } from "@/db/client";
import { countEvents as countEventRows } from "./repository";
import type { EventSearchQuery } from "./schemas";

/** How many events match the criteria of the search (the list's "Eventi (n)"). */
export function countEvents({ db, query }: { db: DbOrTx; query: EventSearchQuery }): Promise<number> {
  const { search, name, type, dateFrom, dateTo } = query;
  return countEventRows(db, { search, name, type, dateFrom, dateTo });
}
