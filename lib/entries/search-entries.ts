import type { DbOrTx } from "@/db/client";
import { pageWindow } from "@/lib/api/paging";
import { searchEntries as searchEntryRows } from "./repository";
import type { EntryDto, EntrySearchQuery } from "./schemas";

/** GET /api/entries/search: the event's live entries by player name, 10 at a time. */
export function searchEntries({ db, query }: { db: DbOrTx; query: EntrySearchQuery }): Promise<EntryDto[]> {
  return searchEntryRows(db, { eventId: query.eventId, search: query.search, ...pageWindow(query) });
}
