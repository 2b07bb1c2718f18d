import type { DbOrTx } from "@/db/client";
import { pageWindow, type PageQuery } from "@/lib/api/paging";
import { searchProfiles as searchProfileRows } from "./repository";
import type { ProfileListItem } from "./schemas";

/** Users (and masters), sorted by last name then first name, a page of 10 at a time. */
export function searchProfiles({ db, query }: { db: DbOrTx; query: PageQuery }): Promise<ProfileListItem[]> {
  return searchProfileRows(db, { search: query.search, types: ["User", "Master"], ...pageWindow(query) });
}
