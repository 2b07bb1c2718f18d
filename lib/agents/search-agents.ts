import type { DbOrTx } from "@/db/client";
import { pageWindow, type PageQuery } from "@/lib/api/paging";
import { searchAgents as searchAgentRows } from "./repository";
import type { AgentListItem } from "./schemas";

/** Agents sorted by last name then first name, a page of 10 at a time, with their commission. */
export function searchAgents({ db, query }: { db: DbOrTx; query: PageQuery }): Promise<AgentListItem[]> {
  return searchAgentRows(db, { search: query.search, ...pageWindow(query) });
}
