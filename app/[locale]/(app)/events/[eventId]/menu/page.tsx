import { EventMenu } from "@/components/events/EventMenu";

export default async function EventMenuPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <EventMenu eventId={Number(eventId)} />;
}
