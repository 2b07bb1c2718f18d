import { QuoteSearch } from "@/components/reservations/QuoteSearch";
import { readPageEvent } from "@/lib/events/page-event";
import { withMessages } from "@/i18n/PageMessages";

async function QuotePage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  // The event's line under the title is the screen's largest text: read with the page.
  return <QuoteSearch eventId={Number(eventId)} initialEvent={await readPageEvent(eventId)} />;
}

export default withMessages(QuotePage, ["reservations"]);
