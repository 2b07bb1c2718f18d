import { centsToDecimal, requireCents } from "@/lib/money/cents";

/**
 * Totals of reservations (DOMAIN.md "Time, nights and money"): amounts are decimal strings with
 * at most 2 decimals, computed as integer cents (lib/money), never binary floats.
 */

export type PricedNight = { sellPrice: string; dailyTax: string };

export type ReservationTotals = {
  totalNoTax: string;
  totalTax: string;
  /** totalNoTax + totalTax - discount. */
  totalPay: string;
  discount: string;
};

/**
 * SPEC.md section 5: totalNoTax = sum of the nightly sell prices (per room); totalTax = sum of the
 * nightly tax per guest x room capacity; totalPay = totalNoTax + totalTax - discount. The discount
 * and totalPay are linked: given a discount, totalPay follows; given only totalPay, the discount
 * follows. `free` (types Guest and Staff): totalPay 0, the discount absorbs the price.
 */
export function computeTotals({
  nights,
  capacity,
  discount,
  totalPay,
  free = false,
}: {
  nights: readonly PricedNight[];
  capacity: number;
  discount?: string | null;
  totalPay?: string | null;
  free?: boolean;
}): ReservationTotals {
  const noTax = nights.reduce((sum, night) => sum + requireCents(night.sellPrice), 0);
  const taxPerGuest = nights.reduce((sum, night) => sum + requireCents(night.dailyTax), 0);
  const tax = taxPerGuest * Math.max(0, capacity);
  const gross = noTax + tax;
  let discountCents: number;
  if (free) discountCents = gross;
  else if (discount !== null && discount !== undefined) discountCents = requireCents(discount);
  else if (totalPay !== null && totalPay !== undefined) discountCents = gross - requireCents(totalPay);
  else discountCents = 0;
  return {
    totalNoTax: centsToDecimal(noTax),
    totalTax: centsToDecimal(tax),
    totalPay: centsToDecimal(gross - discountCents),
    discount: centsToDecimal(discountCents),
  };
}

export type PaymentTypology = "Inbound" | "Outbound" | "CashFund";

/** toPay = totalPay - (inbound payments - refunds). Cash funds do not concern reservations. */
export function amountToPay(
  totalPay: string,
  payments: readonly { typology: PaymentTypology; amount: string }[],
) {
  let cents = requireCents(totalPay);
  for (const payment of payments) {
    if (payment.typology === "Inbound") cents -= requireCents(payment.amount);
    else if (payment.typology === "Outbound") cents += requireCents(payment.amount);
  }
  return centsToDecimal(cents);
}

export type PaymentStatus = "ToPay" | "GiveChange";

/** ToPay when something is still owed, GiveChange when the guest paid too much, null when even. */
export function paymentStatus(toPay: string): PaymentStatus | null {
  const cents = requireCents(toPay);
  if (cents > 0) return "ToPay";
  if (cents < 0) return "GiveChange";
  return null;
}
