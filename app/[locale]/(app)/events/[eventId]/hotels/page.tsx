import { EventHotels } from "@/components/hotels/EventHotels";
import { withMessages } from "@/i18n/PageMessages";

async function EventHotelsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <EventHotels eventId={Number(eventId)} />;
}

export default withMessages(EventHotelsPage, ["hotels", "kpi"]);
