import { ReservationEditor } from "@/components/reservations/ReservationEditor";
import { readReservationEditorStart } from "@/lib/reservations/read-editor-page";
import { withMessages } from "@/i18n/PageMessages";

async function EditReservationPage({ params }: { params: Promise<{ eventId: string; id: string }> }) {
  const { eventId, id } = await params;
  // The form opens with what it edits read with the page: its event line is in the first paint,
  // and no API answer is waited for after hydration.
  return (
    <ReservationEditor
      eventId={Number(eventId)}
      reservationId={Number(id)}
      initial={await readReservationEditorStart({ eventId, reservationId: id })}
    />
  );
}

export default withMessages(EditReservationPage, ["audit", "common", "customers", "reservations"]);
