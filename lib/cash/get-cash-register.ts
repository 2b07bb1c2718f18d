import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { cashRegisterTotals, eventExists } from "./repository";
import type { CashRegisterDto } from "./schemas";

/** GET /api/cashregistry/{eventId}: live totals per payment method and overall. */
export async function getCashRegister({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<CashRegisterDto> {
  if (!(await eventExists(db, eventId))) throw new DomainError("eventNotFound");
  return cashRegisterTotals(db, eventId);
}
