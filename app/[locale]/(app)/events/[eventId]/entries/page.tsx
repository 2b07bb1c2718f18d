import { EntryList } from "@/components/entries/EntryList";
import { pageDataWithTime } from "@/lib/api/page-data";
import { dbIdSchema } from "@/lib/api/validation";
import { getEntryListStart } from "@/lib/entries/get-entry-list-start";
import { readPageEvent } from "@/lib/events/page-event";
import { withMessages } from "@/i18n/PageMessages";

async function EventEntriesPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  // The totals and the first page with the page: each answer arriving after the list's first
  // render would render the whole screen again in one task.
  const id = dbIdSchema.safeParse(eventId);
  const [initialEvent, initialStart] = await Promise.all([
    readPageEvent(eventId),
    id.success
      ? pageDataWithTime("EventsEntries", ({ db }) => getEntryListStart({ db, eventId: id.data }))
      : undefined,
  ]);
  return <EntryList eventId={Number(eventId)} initialEvent={initialEvent} initialStart={initialStart} />;
}

export default withMessages(EventEntriesPage, ["common", "customers", "entries"]);
