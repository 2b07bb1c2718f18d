import { ReservationEditor } from "@/components/reservations/ReservationEditor";

export default async function EditReservationPage({
  params,
}: {
  params: Promise<{ eventId: string; id: string }>;
}) {
  const { eventId, id } = await params;
  return <ReservationEditor eventId={Number(eventId)} reservationId={Number(id)} />;
}
