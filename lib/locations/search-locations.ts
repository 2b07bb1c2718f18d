import type { DbOrTx } from "@/db/client";
import { pageWindow } from "@/lib/api/paging";
import { searchLocations as searchLocationRows } from "./repository";
import type { LocationListItem, LocationSearchQuery } from "./schemas";

/** Hotels by name (and type), sorted by name, a page of 10 at a time. */
export function searchLocations({
  db,
  query,
}: {
  db: DbOrTx;
  query: LocationSearchQuery;
}): Promise<LocationListItem[]> {
  return searchLocationRows(db, { search: query.search, types: query.types, ...pageWindow(query) });
}
