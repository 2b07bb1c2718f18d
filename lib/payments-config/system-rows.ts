import type { PaymentCategory, SystemItem } from "./schemas";

/** The payment methods every installation has (isCustom false: fixed). */
export const SYSTEM_PAYMENT_METHODS = ["Contanti", "Carta", "Bonifico", "Assegno"] as const;

/**
 * The items the accounting computes (SPEC.md section 3, systemItem). Transfers are written by
 * the transfer modal only, so their item is not offered in the income and outcome modals.
 */
export const SYSTEM_PAYMENT_ITEMS: {
  systemItem: SystemItem;
  description: string;
  category: PaymentCategory;
  isVisible: boolean;
}[] = [
  { systemItem: "Agent", description: "Agenti", category: "Cost", isVisible: true },
  { systemItem: "Reservation", description: "Prenotazioni", category: "Income", isVisible: true },
  { systemItem: "Hotel", description: "Hotel", category: "Cost", isVisible: true },
  { systemItem: "Entries", description: "Entries", category: "Income", isVisible: true },
  { systemItem: "Transfer", description: "Trasferimento", category: "Cost", isVisible: false },
];
