import type { AgentAccountingRow, HotelAccounting } from "@/lib/accounting/types";

/** GET /api/accountings/agents/{eventId}: each agent's commissions against the payments, total row last. */
export type AgentsAccountDto = { agentsAccounting: AgentAccountingRow[]; lastUpdate: string };

/** SPEC.md section 3 "Hotels account totals", with each hotel's detail (the Dettagli tab). */
export type HotelsAccountDto = {
  totalSoldNightsCost: string;
  totalUnsoldNightsCost: string;
  totalStaffNightsCost: string;
  totalStaffHotelNightsCost: string;
  totalGuestNightsCost: string;
  totalBookingTax: string;
  totalStaffTax: string;
  totalStaffHotelTax: string;
  totalGuestTax: string;
  totalHotelsCost: string;
  totalHotelsPayment: string;
  toPayHotels: string;
  lastUpdate: string;
  hotels: (HotelAccounting & { paid: string; toPay: string })[];
};

export type SummaryAmounts = { calculatedAmount: string; amount: string; residual: string };

/** SPEC.md section 3 "Accounting summary", totals as calculated / effective / residual, plus the overlay risk. */
export type AccountingSummaryDto = {
  summaries: (SummaryAmounts & {
    paymentItemId: number;
    description: string;
    category: "Income" | "Cost";
    systemItem: string | null;
  })[];
  totalCost: SummaryAmounts;
  totalIncome: SummaryAmounts;
  total: SummaryAmounts;
  isFreezed: boolean;
  lastUpdate: string;
  overlayRisk: {
    entriesNumber: number;
    guaranteedValue: string;
    prizePoolCollected: string;
    overlay: string;
    breakEvenEntries: number | null;
    totalNetGain: string;
    netGainAfterOverlay: string;
  };
};
