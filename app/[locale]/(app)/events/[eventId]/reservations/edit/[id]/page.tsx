import { ReservationEditor } from "@/components/reservations/ReservationEditor";
import { pageDataWithTime } from "@/lib/api/page-data";
import { dbIdSchema } from "@/lib/api/validation";
import { getEvent } from "@/lib/events/get-event";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";

export default async function EditReservationPage({
  params,
}: {
  params: Promise<{ eventId: string; id: string }>;
}) {
  const { eventId, id } = await params;
  // The event's line under the title is the screen's largest text: read with the page, so that it
  // is in the first paint rather than the form's (issue 23).
  const event = dbIdSchema.safeParse(eventId);
  const initialEvent = event.success
    ? await pageDataWithTime(EVENT_READ_PERMISSIONS, ({ db }) => getEvent({ db, id: event.data }))
    : undefined;
  return (
    <ReservationEditor eventId={Number(eventId)} reservationId={Number(id)} initialEvent={initialEvent} />
  );
}
