import { queryOptions } from "@tanstack/react-query";
import type { PageRead } from "@/lib/api/page-data";
import type { EventDto } from "@/lib/events/schemas";
import { api } from "./api-client";
import { fromPageRead } from "./page-read";

/**
 * An event, as every screen of the event reads it (one cache entry per event). `initial`: the
 * event as the page read it on the server (lib/api/page-data.ts), fetched again once stale.
 */
export const eventQuery = (eventId: number, initial?: PageRead<EventDto>) =>
  queryOptions({
    queryKey: ["events", eventId],
    queryFn: ({ signal }) => api.get<EventDto>(`/events/${eventId}`, { signal }),
    ...fromPageRead(initial),
  });
