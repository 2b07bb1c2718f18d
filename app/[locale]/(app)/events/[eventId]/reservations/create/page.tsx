import { ReservationEditor } from "@/components/reservations/ReservationEditor";

export default async function CreateReservationPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <ReservationEditor eventId={Number(eventId)} reservationId={null} />;
}
