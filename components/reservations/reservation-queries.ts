import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/client/api-client";
import type { EventLocationDto } from "@/lib/events/schemas";
import type { PeriodPricingDto } from "@/lib/period-pricings/schemas";
import { validStay, type ReservationFormValue } from "./reservation-form";
import type { AvailabilityDto } from "./reservation-types";

/**
 * What the reservation editor reads (with the event, lib/client/event-query.ts), as query options
 * shared by the page (which fetches them beside the reservation, before the form's first render)
 * and the form itself.
 */
export const hotelsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ["events", "locations", eventId],
    queryFn: ({ signal }) => api.get<EventLocationDto[]>(`/events/locations/${eventId}`, { signal }),
  });

/** The event's hotel set-up; refused (no retry, no message) to a caller who cannot read it. */
export const periodsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ["periodpricings", "event", eventId],
    queryFn: ({ signal }) =>
      api.get<PeriodPricingDto[]>(`/periodpricings/event/${eventId}`, { signal, silent: true }),
    retry: false,
  });

/** The stay the availability check is asked about; `refresh` asks again for the same stay. */
export type AvailabilityAsk = Pick<
  ReservationFormValue,
  "locationId" | "roomTypeId" | "checkIn" | "checkOut"
> & {
  eventId: number;
  reservationId: number | null;
  reservationsNumber: number;
  refresh: number;
};

/** The check of a whole stay: enabled once the hotel, room type and dates are set. */
export const availabilityQuery = (ask: AvailabilityAsk) =>
  queryOptions({
    queryKey: [
      "reservations",
      "availability",
      ask.eventId,
      ask.locationId,
      ask.roomTypeId,
      ask.checkIn,
      ask.checkOut,
      ask.reservationId,
      ask.reservationsNumber,
      ask.refresh,
    ],
    queryFn: ({ signal }) =>
      api.get<AvailabilityDto>("/reservations/CheckAvailability", {
        query: {
          checkIn: `${ask.checkIn}T00:00:00`,
          checkOut: `${ask.checkOut}T00:00:00`,
          locationId: ask.locationId,
          roomTypeId: ask.roomTypeId,
          eventId: ask.eventId,
          reservationId: ask.reservationId ?? undefined,
          reservationsNumber: ask.reservationsNumber,
        },
        signal,
      }),
    enabled: ask.locationId !== null && ask.roomTypeId !== null && validStay(ask.checkIn, ask.checkOut),
  });
