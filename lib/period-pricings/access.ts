import type { PermissionCode } from "@/lib/auth/permission-codes";

/**
 * Reading an event's period prices: the hotel set-up, and reservations, which read prices and
 * availability (the hotel costs only with EventsHotel, Events or EventAccounting:
 * cost-visibility.ts). The /api routes and the reservation pages' server reads share it.
 */
export const PERIOD_PRICING_READ_ACCESS = [
  "EventsHotel",
  "Reservations",
] as const satisfies readonly PermissionCode[];
