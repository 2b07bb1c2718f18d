import { EventEditor } from "@/components/events/EventEditor";
import { withMessages } from "@/i18n/PageMessages";

async function EditEventPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EventEditor eventId={Number(id)} />;
}

export default withMessages(EditEventPage, ["audit", "common", "events", "hotels"]);
