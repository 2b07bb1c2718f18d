/**
 * Screens of SPEC.md section 2 that the event menu already links to but that are not built yet:
 * they show "Pagina non disponibile" inside the app. Any other unknown address is a 404.
 */
const PLANNED_EVENT_SCREENS = new Set([
  "reservations",
  "entries",
  "communications",
  "hotels",
  "kpi",
  "accounting",
  "v2",
]);

/** `segments` are the path's segments, e.g. ["events", "12", "kpi"]. */
export function isPlannedScreen(segments: string[]): boolean {
  const [area, eventId, screen] = segments;
  return area === "events" && /^\d+$/.test(eventId ?? "") && PLANNED_EVENT_SCREENS.has(screen ?? "");
}
