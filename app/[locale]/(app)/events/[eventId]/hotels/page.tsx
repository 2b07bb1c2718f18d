import { EventHotels } from "@/components/hotels/EventHotels";

export default async function EventHotelsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <EventHotels eventId={Number(eventId)} />;
}
