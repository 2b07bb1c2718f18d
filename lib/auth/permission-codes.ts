/** The permission codes of SPEC.md section 6. A Master profile holds all of them. */
export const PERMISSION_CODES = [
  "Reservations",
  "Events",
  "Customers",
  "Agents",
  "Users",
  "Locations",
  "EventsEntries",
  "EventsCommunications",
  "EventsHotel",
  "EventsKPI",
  "EventAccounting",
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];

export const PERMISSION_DESCRIPTIONS: Record<PermissionCode, string> = {
  Reservations: "Prenotazioni",
  Events: "Eventi",
  Customers: "Clienti",
  Agents: "Agenti",
  Users: "Utenti e ruoli",
  Locations: "Hotel e gruppi",
  EventsEntries: "Entries dell'evento",
  EventsCommunications: "Comunicazioni agli hotel",
  EventsHotel: "Configurazione hotel dell'evento",
  EventsKPI: "Indicatori di performance (KPI)",
  EventAccounting: "Contabilità dell'evento",
};
