import type { PermissionCode } from "@/lib/auth/permission-codes";

/** Searching agents and listing agent roles: the agents area, the reservation form's agent pickers and the cash module's agent payments. */
export const AGENT_READ_ACCESS = [
  "Agents",
  "Reservations",
  "EventAccounting",
] as const satisfies readonly PermissionCode[];
