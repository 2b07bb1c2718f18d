import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findPeriodPricing } from "./repository";
import type { PeriodPricingDto } from "./schemas";

export async function getPeriodPricing({ db, id }: { db: DbOrTx; id: number }): Promise<PeriodPricingDto> {
  const period = await findPeriodPricing(db, id);
  if (!period) throw new DomainError("periodPricingNotFound");
  return period;
}
