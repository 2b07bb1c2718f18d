import type { PermissionCode } from "@/lib/auth/permission-codes";

/** Searching agents and listing agent roles: the agents area, and the reservation form's agent pickers. */
export const AGENT_READ_ACCESS = ["Agents", "Reservations"] as const satisfies readonly PermissionCode[];
