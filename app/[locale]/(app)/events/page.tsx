import { EventList } from "@/components/events/EventList";

export default function EventsPage() {
  return <EventList />;
}
