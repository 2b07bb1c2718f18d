import type { DbOrTx } from "@/db/client";
import { countEntries } from "./count-entries";
import { entryCountQuerySchema, entrySearchQuerySchema, type EntryCount, type EntryDto } from "./schemas";
import { searchEntries } from "./search-entries";

/** What the entry list shows first, no search typed: its title's totals and its first page. */
export type EntryListStart = { totals: EntryCount; rows: EntryDto[] };

/**
 * The answers of count and search (page 0) without a search, read with the entries page on the
 * server: the list's first render in the browser has them both.
 */
export async function getEntryListStart({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<EntryListStart> {
  const [totals, rows] = await Promise.all([
    countEntries({ db, query: entryCountQuerySchema.parse({ eventId }) }),
    searchEntries({ db, query: entrySearchQuerySchema.parse({ eventId }) }),
  ]);
  return { totals, rows };
}
