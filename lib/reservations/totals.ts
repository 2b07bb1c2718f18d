/**
 * Exact money arithmetic of reservations (DOMAIN.md "Time, nights and money"): amounts are
 * decimal strings with at most 2 decimals, computed as integer cents, never binary floats.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "123.4" -> 12340, "-5" -> -500. Throws on anything that is not a decimal with <= 2 decimals. */
export function toCents(value: string | number): number {
  const text = String(value).trim();
  const match = text.match(DECIMAL);
  if (!match) throw new Error(`Not a money amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] && cents !== 0 ? -cents : cents;
}

/** 12340 -> "123.40", -500 -> "-5.00". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

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
  const noTax = nights.reduce((sum, night) => sum + toCents(night.sellPrice), 0);
  const taxPerGuest = nights.reduce((sum, night) => sum + toCents(night.dailyTax), 0);
  const tax = taxPerGuest * Math.max(0, capacity);
  const gross = noTax + tax;
  let discountCents: number;
  if (free) discountCents = gross;
  else if (discount !== null && discount !== undefined) discountCents = toCents(discount);
  else if (totalPay !== null && totalPay !== undefined) discountCents = gross - toCents(totalPay);
  else discountCents = 0;
  return {
    totalNoTax: fromCents(noTax),
    totalTax: fromCents(tax),
    totalPay: fromCents(gross - discountCents),
    discount: fromCents(discountCents),
  };
}

export type PaymentTypology = "Inbound" | "Outbound" | "CashFund";

/** toPay = totalPay - (inbound payments - refunds). Cash funds do not concern reservations. */
export function amountToPay(
  totalPay: string,
  payments: readonly { typology: PaymentTypology; amount: string }[],
) {
  let cents = toCents(totalPay);
  for (const payment of payments) {
    if (payment.typology === "Inbound") cents -= toCents(payment.amount);
    else if (payment.typology === "Outbound") cents += toCents(payment.amount);
  }
  return fromCents(cents);
}

export type PaymentStatus = "ToPay" | "GiveChange";

/** ToPay when something is still owed, GiveChange when the guest paid too much, null when even. */
export function paymentStatus(toPay: string): PaymentStatus | null {
  const cents = toCents(toPay);
  if (cents > 0) return "ToPay";
  if (cents < 0) return "GiveChange";
  return null;
}
