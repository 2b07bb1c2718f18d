import type { DbOrTx } from "@/db/client";
import { countLocations as countLocationRows } from "./repository";
import type { LocationSearchQuery } from "./schemas";

/** How many hotels match the search criteria (the list title "Hotels (n)"). */
export function countLocations({ db, query }: { db: DbOrTx; query: LocationSearchQuery }): Promise<number> {
  return countLocationRows(db, { search: query.search, types: query.types });
}
