import { EventMenu } from "@/components/events/EventMenu";
import { pageData } from "@/lib/api/page-data";
import { getEvent } from "@/lib/events/get-event";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { eventIdParamsSchema } from "@/lib/events/schemas";

export default async function EventMenuPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const id = eventIdParamsSchema.safeParse({ id: eventId });
  const event = id.success
    ? await pageData(EVENT_READ_PERMISSIONS, ({ db }) => getEvent({ db, id: id.data.id }))
    : undefined;
  return <EventMenu eventId={Number(eventId)} initialEvent={event} />;
}
