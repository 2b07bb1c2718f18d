import type { PermissionCode } from "@/lib/auth/permission-codes";

/**
 * Searching, reading and creating customers: the customers area, and the reservation form,
 * which picks its guests and may create one without leaving the page. Editing an existing
 * customer and deleting need Customers.
 */
export const CUSTOMER_READ_ACCESS = [
  "Customers",
  "Reservations",
] as const satisfies readonly PermissionCode[];
