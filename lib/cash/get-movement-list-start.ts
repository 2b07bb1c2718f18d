import type { DbOrTx } from "@/db/client";
import { countMovements } from "./count-movements";
import type { MovementDto, MovementSearch } from "./schemas";
import { searchMovements } from "./search-movements";

/** What the movement list shows first: its title's count and its first page of rows. */
export type MovementListStart = { count: number; rows: MovementDto[] };

/**
 * The answers of count and search (page 0) for the same criteria, read with the movements page on
 * the server: the list's first render in the browser has them both.
 */
export async function getMovementListStart({
  db,
  criteria,
}: {
  db: DbOrTx;
  criteria: MovementSearch;
}): Promise<MovementListStart> {
  const first = { ...criteria, pageNumber: 0 };
  const [count, rows] = await Promise.all([
    countMovements({ db, criteria: first }),
    searchMovements({ db, criteria: first, preservePages: false }),
  ]);
  return { count, rows };
}
