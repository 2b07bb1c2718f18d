import { ReservationEditor } from "@/components/reservations/ReservationEditor";
import { readPageEvent } from "@/lib/events/page-event";

export default async function EditReservationPage({
  params,
}: {
  params: Promise<{ eventId: string; id: string }>;
}) {
  const { eventId, id } = await params;
  // The event's line under the title is the screen's largest text: read with the page, so that it
  // is in the first paint rather than the form's (issue 23).
  return (
    <ReservationEditor
      eventId={Number(eventId)}
      reservationId={Number(id)}
      initialEvent={await readPageEvent(eventId)}
    />
  );
}
