import type { PermissionCode } from "@/lib/auth/permission-codes";

/**
 * Searching, reading and creating customers: the customers area, the reservation form, which
 * picks its guests and may create one without leaving the page, and the entries screen, which
 * registers walk-in players the same way. Editing an existing
 * customer and deleting need Customers.
 */
export const CUSTOMER_READ_ACCESS = [
  "Customers",
  "Reservations",
  "EventsEntries",
] as const satisfies readonly PermissionCode[];
