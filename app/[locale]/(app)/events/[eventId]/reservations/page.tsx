import { EMPTY_FILTERS, toCriteria } from "@/components/reservations/list/list-filters";
import { ReservationList } from "@/components/reservations/list/ReservationList";
import { pageDataWithTime } from "@/lib/api/page-data";
import { readPageEvent } from "@/lib/events/page-event";
import { getReservationListStart } from "@/lib/reservations/get-reservation-list-start";
import { reservationCriteriaSchema } from "@/lib/reservations/search-schemas";
import { withMessages } from "@/i18n/PageMessages";

async function EventReservationsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  // The list's counts and first page with the page, for the filters a visit starts with: each
  // answer arriving after the list's first render would render the whole list again in one task
  // (TanStack Query's store updates are synchronous), 60-90 ms each on a 4x slower CPU.
  const criteria = reservationCriteriaSchema.safeParse(toCriteria(Number(eventId), EMPTY_FILTERS));
  const [event, start] = await Promise.all([
    readPageEvent(eventId),
    criteria.success
      ? pageDataWithTime("Reservations", ({ db, caller }) =>
          getReservationListStart({ db, caller, criteria: criteria.data }),
        )
      : undefined,
  ]);
  return <ReservationList eventId={Number(eventId)} initialEvent={event} initialStart={start} />;
}

export default withMessages(EventReservationsPage, ["common", "reservationList"]);
