import { QuoteSearch } from "@/components/reservations/QuoteSearch";
import { pageData } from "@/lib/api/page-data";
import { getEvent } from "@/lib/events/get-event";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { dbIdSchema } from "@/lib/api/validation";

export default async function QuotePage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  // The event's line under the title is the screen's largest text: read with the page (issue 23).
  const id = dbIdSchema.safeParse(eventId);
  const event = id.success
    ? await pageData(EVENT_READ_PERMISSIONS, ({ db }) => getEvent({ db, id: id.data }))
    : undefined;
  return <QuoteSearch eventId={Number(eventId)} initialEvent={event} />;
}
