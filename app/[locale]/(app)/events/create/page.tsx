import { EventEditor } from "@/components/events/EventEditor";
import { withMessages } from "@/i18n/PageMessages";

function CreateEventPage() {
  return <EventEditor eventId={null} />;
}

export default withMessages(CreateEventPage, ["audit", "common", "events", "hotels"]);
