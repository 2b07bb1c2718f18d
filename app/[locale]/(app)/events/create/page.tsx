import { EventEditor } from "@/components/events/EventEditor";

export default function CreateEventPage() {
  return <EventEditor eventId={null} />;
}
