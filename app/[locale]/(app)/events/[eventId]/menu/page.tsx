import { EventMenu } from "@/components/events/EventMenu";
import { readPageEvent } from "@/lib/events/page-event";
import { withMessages } from "@/i18n/PageMessages";

async function EventMenuPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <EventMenu eventId={Number(eventId)} initialEvent={await readPageEvent(eventId)} />;
}

export default withMessages(EventMenuPage, ["events"]);
