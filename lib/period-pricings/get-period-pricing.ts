import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { periodForCaller } from "./cost-visibility";
import { findPeriodPricing } from "./repository";
import type { PeriodPricingDto } from "./schemas";

/** One period; the hotel costs only for a caller who may see them (cost-visibility.ts). */
export async function getPeriodPricing({
  db,
  caller,
  id,
}: {
  db: DbOrTx;
  caller: Caller;
  id: number;
}): Promise<PeriodPricingDto> {
  const period = await findPeriodPricing(db, id);
  if (!period) throw new DomainError("periodPricingNotFound");
  return periodForCaller(period, caller);
}
