import { BookingStatus } from "@/components/reservations/list/BookingStatus";
import { withMessages } from "@/i18n/PageMessages";

async function BookingStatusPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <BookingStatus eventId={Number(eventId)} />;
}

export default withMessages(BookingStatusPage, ["reservationList"]);
