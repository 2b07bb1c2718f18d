import type { PermissionCode } from "@/lib/auth/permission-codes";

/**
 * Reading payment methods and items: the event configuration (Events), the reservation payments
 * (Reservations) and the cash module (EventAccounting). Writing needs Events.
 */
export const PAYMENT_CONFIG_READ_PERMISSIONS = [
  "Events",
  "Reservations",
  "EventAccounting",
] as const satisfies readonly PermissionCode[];
