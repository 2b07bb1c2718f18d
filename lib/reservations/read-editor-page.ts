import { pageDataWithTime, type PageRead } from "@/lib/api/page-data";
import { dbIdSchema } from "@/lib/api/validation";
import { getEventLocations } from "@/lib/events/get-event-locations";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { readPageEvent } from "@/lib/events/page-event";
import type { EventDto, EventLocationDto } from "@/lib/events/schemas";
import { listEventPeriodPricings } from "@/lib/period-pricings/list-event-period-pricings";
import type { PeriodPricingDto } from "@/lib/period-pricings/schemas";
import { getReservation } from "./get-reservation";
import type { ReservationDto } from "./schemas";
import { PERIOD_PRICING_READ_ACCESS } from "@/lib/period-pricings/access";

/** What the reservation form waits for, as its page read it on the server (lib/api/page-data.ts). */
export type ReservationEditorStart = {
  event?: PageRead<EventDto>;
  reservation?: PageRead<ReservationDto>;
  hotels?: PageRead<EventLocationDto[]>;
  periods?: PageRead<PeriodPricingDto[]>;
};

/**
 * The reads the reservation form opens with, each under its /api route's access rule, so
 * that the form does not wait for three API answers after hydration (the last step of a tap on a
 * list row). Any of them missing (no page-read session, no permission, an id that is not one) is
 * asked by the browser instead.
 */
export async function readReservationEditorStart({
  eventId,
  reservationId,
}: {
  eventId: string;
  reservationId: string | null;
}): Promise<ReservationEditorStart> {
  const event = dbIdSchema.safeParse(eventId);
  const reservation = reservationId === null ? undefined : dbIdSchema.safeParse(reservationId);
  if (!event.success) return {};
  const [eventRead, reservationRead, hotels, periods] = await Promise.all([
    readPageEvent(eventId),
    reservation?.success
      ? pageDataWithTime("Reservations", ({ db, caller }) =>
          getReservation({ db, caller, id: reservation.data }),
        )
      : undefined,
    pageDataWithTime(EVENT_READ_PERMISSIONS, ({ db }) => getEventLocations({ db, eventId: event.data })),
    pageDataWithTime(PERIOD_PRICING_READ_ACCESS, ({ db, caller }) =>
      listEventPeriodPricings({ db, caller, eventId: event.data }),
    ),
  ]);
  return { event: eventRead, reservation: reservationRead, hotels, periods };
}
