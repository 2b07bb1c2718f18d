import type { DbOrTx } from "@/db/client";
import { pageWindow } from "@/lib/api/paging";
import { searchEvents as searchEventRows } from "./repository";
import type { EventListItem, EventSearchQuery } from "./schemas";

/** Events matching name, type and dates, newest first, a page of 10 at a time. */
export function searchEvents({
  db,
  query,
}: {
  db: DbOrTx;
  query: EventSearchQuery;
}): Promise<EventListItem[]> {
  const { search, name, type, dateFrom, dateTo } = query;
  return searchEventRows(db, { search, name, type, dateFrom, dateTo, ...pageWindow(query) });
}
