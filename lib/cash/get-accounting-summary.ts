import type { DbOrTx } from "@/db/client";
import {
  calculateEventAccounting,
  systemItemCalculatedAmounts,
} from "@/lib/accounting/calculate-event-accounting";
import { centsToDecimal, requireCents } from "@/lib/money/cents";
import { readSideBySide } from "@/db/read-side-by-side";
import { DomainError } from "@/lib/api/errors";
import { instantToApi } from "@/lib/dates";
import { itemEffectiveAmounts } from "./accounts-repository";
import type { AccountingSummaryDto, SummaryAmounts } from "./accounts-schemas";
import { findEventCashState } from "./repository";

const amounts = (calculated: number, effective: number): SummaryAmounts => ({
  calculatedAmount: centsToDecimal(calculated),
  amount: centsToDecimal(effective),
  residual: centsToDecimal(calculated - effective),
});

/**
 * GET /api/accountings/summary/{eventId} ("Riepilogo"): per income or cost item the calculated
 * amount (system items from the one accounting calculation, custom items 0), the effective sum of
 * its movements and the residual; refund items count as costs. Live, lastUpdate = now.
 */
export async function getAccountingSummary({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<AccountingSummaryDto> {
  // Every statement side by side: the calculation's three and the movements per item.
  const [state, accounting, items] = await readSideBySide(db, [
    () => findEventCashState(db, eventId),
    () => calculateEventAccounting({ db, eventId }),
    () => itemEffectiveAmounts(db, eventId),
  ]);
  if (!state || !accounting) throw new DomainError("eventNotFound");
  const calculated = systemItemCalculatedAmounts(accounting) as Record<string, string>;
  const summaries = items.map((item) => {
    const category = item.category === "Income" ? ("Income" as const) : ("Cost" as const);
    const calculatedCents = item.system_item ? requireCents(calculated[item.system_item] ?? "0") : 0;
    return {
      paymentItemId: item.id,
      description: item.description,
      category,
      systemItem: item.system_item,
      ...amounts(calculatedCents, requireCents(item.amount)),
    };
  });
  const sum = (category: "Income" | "Cost", field: "calculatedAmount" | "amount") =>
    summaries
      .filter((row) => row.category === category)
      .reduce((total, row) => total + requireCents(row[field]), 0);
  const income = { calculated: sum("Income", "calculatedAmount"), effective: sum("Income", "amount") };
  const cost = { calculated: sum("Cost", "calculatedAmount"), effective: sum("Cost", "amount") };
  return {
    summaries,
    totalCost: amounts(cost.calculated, cost.effective),
    totalIncome: amounts(income.calculated, income.effective),
    total: amounts(income.calculated - cost.calculated, income.effective - cost.effective),
    isFreezed: state.isFreezed,
    lastUpdate: instantToApi(new Date())!,
    overlayRisk: {
      entriesNumber: accounting.entriesNumber,
      guaranteedValue: accounting.guaranteedValue,
      prizePoolCollected: accounting.prizePoolCollected,
      overlay: accounting.overlay,
      breakEvenEntries: accounting.breakEvenEntries,
      totalNetGain: accounting.totalNetGain,
      netGainAfterOverlay: accounting.netGainAfterOverlay,
    },
  };
}
