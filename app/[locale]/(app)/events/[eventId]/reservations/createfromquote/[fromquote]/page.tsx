import { decodeFromQuote } from "@/components/reservations/from-quote";
import { ReservationEditor } from "@/components/reservations/ReservationEditor";
import { readReservationEditorStart } from "@/lib/reservations/read-editor-page";
import { withMessages } from "@/i18n/PageMessages";

async function CreateReservationFromQuotePage({
  params,
}: {
  params: Promise<{ eventId: string; fromquote: string }>;
}) {
  const { eventId, fromquote } = await params;
  return (
    <ReservationEditor
      eventId={Number(eventId)}
      reservationId={null}
      prefill={decodeFromQuote(fromquote)}
      initial={await readReservationEditorStart({ eventId, reservationId: null })}
    />
  );
}

export default withMessages(CreateReservationFromQuotePage, ["audit", "common", "customers", "reservations"]);
