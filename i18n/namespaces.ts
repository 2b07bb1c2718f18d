/** One file per feature under messages/<locale>/. */
export const NAMESPACES = [
  "api",
  "common",
  "requests",
  "shell",
  "login",
  "home",
  "guide",
  "profiles",
  "roles",
  "customers",
  "agents",
  "locations",
  "documents",
  "events",
  "hotels",
  "reservations",
  "reservationList",
  "entries",
  "communications",
  "confirmation",
  "accounting",
  "cash",
  "kpi",
  "audit",
  "backups",
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the frame's client parts read, around every page's own messages: the header's islands and
 * the profile dialog (shell, profiles), sign-in waits and "Accesso non consentito" (common), and
 * the feedback modals (common, requests).
 */
export const FRAME_NAMESPACES = [
  "common",
  "requests",
  "shell",
  "profiles",
] as const satisfies readonly Namespace[];
