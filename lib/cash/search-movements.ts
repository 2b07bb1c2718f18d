import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { eventExists, searchMovementRows } from "./repository";
import type { MovementDto, MovementSearch } from "./schemas";

/** POST /api/payments/search: a page of movements (pages 0..pageNumber with preservePages). */
export async function searchMovements({
  db,
  criteria,
  preservePages,
}: {
  db: DbOrTx;
  criteria: MovementSearch;
  preservePages: boolean;
}): Promise<MovementDto[]> {
  const { pageNumber, pageSize } = criteria;
  const window = preservePages
    ? { limit: pageSize * (pageNumber + 1), offset: 0 }
    : { limit: pageSize, offset: pageSize * pageNumber };
  const rows = await searchMovementRows(db, criteria, window);
  if (rows.length === 0 && !(await eventExists(db, criteria.eventId))) throw new DomainError("eventNotFound");
  return rows;
}
