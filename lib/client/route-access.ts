import type { PermissionCode } from "@/lib/auth/permission-codes";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { PAYMENT_CONFIG_READ_PERMISSIONS } from "@/lib/payments-config/access";
import type { ProfileType } from "@/lib/profiles/schemas";

/** "Master": a Master profile only, whatever its role (the server's "master" access). */
type RouteRule = { path: RegExp; anyOf: readonly PermissionCode[] | "Master" };

/**
 * Who may open each screen: the same permissions its /api calls check on the server (DOMAIN.md
 * "Access": the client hides what the server would refuse). The first matching rule wins; a
 * screen without a rule is open to every signed-in user (home, guide, not-found page).
 */
export const ROUTE_RULES: RouteRule[] = [
  { path: /^\/profiles(\/|$)/, anyOf: ["Users"] },
  { path: /^\/backups(\/|$)/, anyOf: "Master" },
  { path: /^\/customers(\/|$)/, anyOf: ["Customers"] },
  { path: /^\/agents(\/|$)/, anyOf: ["Agents"] },
  { path: /^\/locations(\/|$)/, anyOf: ["Locations"] },
  { path: /^\/events\/configurations(\/|$)/, anyOf: PAYMENT_CONFIG_READ_PERMISSIONS },
  { path: /^\/events\/create$/, anyOf: ["Events"] },
  { path: /^\/events\/\d+\/hotels(\/|$)/, anyOf: ["EventsHotel"] },
  { path: /^\/events\/\d+\/reservations(\/|$)/, anyOf: ["Reservations"] },
  { path: /^\/events\/\d+\/entries(\/|$)/, anyOf: ["EventsEntries"] },
  { path: /^\/events\/\d+\/communications(\/|$)/, anyOf: ["EventsCommunications"] },
  { path: /^\/events\/\d+\/accounting(\/|$)/, anyOf: ["EventAccounting"] },
  { path: /^\/events\/\d+\/v2\/accounting(\/|$)/, anyOf: ["EventAccounting"] },
  { path: /^\/events\/\d+\/kpi(\/|$)/, anyOf: ["EventsKPI"] },
  { path: /^\/events\/\d+\/import(\/|$)/, anyOf: ["Events"] },
  { path: /^\/events(\/|$)/, anyOf: EVENT_READ_PERMISSIONS },
];

export function canOpen(
  pathname: string,
  permissions: readonly PermissionCode[],
  profileType: ProfileType | null = null,
): boolean {
  const rule = ROUTE_RULES.find((candidate) => candidate.path.test(pathname));
  if (!rule) return true;
  if (rule.anyOf === "Master") return profileType === "Master";
  return rule.anyOf.some((code) => permissions.includes(code));
}
