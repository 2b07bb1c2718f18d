import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { countMovementRows, eventExists } from "./repository";
import type { MovementSearch } from "./schemas";

/** POST /api/payments/count: how many movements match (the "Movimenti (n)" title). */
export async function countMovements({
  db,
  criteria,
}: {
  db: DbOrTx;
  criteria: MovementSearch;
}): Promise<number> {
  const count = await countMovementRows(db, criteria);
  if (count === 0 && !(await eventExists(db, criteria.eventId))) throw new DomainError("eventNotFound");
  return count;
}
