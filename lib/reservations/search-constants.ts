import type { ReservationStatus } from "./rules";

/** SPEC.md section 9: the list shows these states unless the user picks others. */
export const DEFAULT_SEARCH_STATES: ReservationStatus[] = ["Confirmed", "NotConfirmed", "Settled"];
export const ORDER_FIELDS = ["CheckIn", "CheckOut", "ProgressiveNumber"] as const;
export const ORDER_DIRECTIONS = ["Ascending", "Descending"] as const;
export const PAYMENT_STATUSES = ["ToPay", "GiveChange"] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
