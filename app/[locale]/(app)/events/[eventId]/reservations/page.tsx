import { ReservationList } from "@/components/reservations/ReservationList";

export default async function ReservationsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <ReservationList eventId={Number(eventId)} />;
}
