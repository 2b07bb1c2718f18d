import { ReservationList } from "@/components/reservations/list/ReservationList";

export default async function EventReservationsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <ReservationList eventId={Number(eventId)} />;
}
