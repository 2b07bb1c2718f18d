import { BookingStatus } from "@/components/reservations/list/BookingStatus";

export default async function BookingStatusPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <BookingStatus eventId={Number(eventId)} />;
}
