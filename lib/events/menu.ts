import type { PermissionCode } from "@/lib/auth/permission-codes";

/**
 * Who may read events: the event list and the event menu are the entry to every event screen,
 * so each event-area permission opens them.
 */
export const EVENT_READ_PERMISSIONS = [
  "Events",
  "Reservations",
  "EventsEntries",
  "EventsCommunications",
  "EventsHotel",
  "EventsKPI",
  "EventAccounting",
] as const satisfies readonly PermissionCode[];

export type EventMenuKey =
  "quote" | "reservations" | "entries" | "communications" | "hotels" | "kpi" | "cashAccount" | "accounting";

export type EventMenuEntry = { key: EventMenuKey; href: string; permission: PermissionCode };

/**
 * The entries of /events/{id}/menu (SPEC.md "Events"), each only when the profile holds its
 * permission. Accounting is the "conto" of the cash module when the event has it enabled,
 * otherwise the classic "rendiconto".
 */
export function eventMenuEntries(
  event: { id: number; cashModuleEnabled: boolean },
  permissions: readonly PermissionCode[],
): EventMenuEntry[] {
  const base = `/events/${event.id}`;
  const all: EventMenuEntry[] = [
    { key: "quote", href: `${base}/reservations/quote`, permission: "Reservations" },
    { key: "reservations", href: `${base}/reservations`, permission: "Reservations" },
    { key: "entries", href: `${base}/entries`, permission: "EventsEntries" },
    { key: "communications", href: `${base}/communications`, permission: "EventsCommunications" },
    { key: "hotels", href: `${base}/hotels`, permission: "EventsHotel" },
    { key: "kpi", href: `${base}/kpi`, permission: "EventsKPI" },
    event.cashModuleEnabled
      ? { key: "cashAccount", href: `${base}/v2/accounting`, permission: "EventAccounting" }
      : { key: "accounting", href: `${base}/accounting`, permission: "EventAccounting" },
  ];
  return all.filter((entry) => permissions.includes(entry.permission));
}

/** "Mod." (edit the event) and the list's "crea" need the Events permission. */
export function canEditEvents(permissions: readonly PermissionCode[]): boolean {
  return permissions.includes("Events");
}
