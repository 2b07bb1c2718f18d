import { ReservationEditor } from "@/components/reservations/ReservationEditor";
import { readReservationEditorStart } from "@/lib/reservations/read-editor-page";
import { withMessages } from "@/i18n/PageMessages";

async function CreateReservationPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return (
    <ReservationEditor
      eventId={Number(eventId)}
      reservationId={null}
      initial={await readReservationEditorStart({ eventId, reservationId: null })}
    />
  );
}

export default withMessages(CreateReservationPage, ["audit", "common", "customers", "reservations"]);
