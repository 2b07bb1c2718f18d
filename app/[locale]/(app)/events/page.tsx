import { EventList } from "@/components/events/EventList";
import { pageDataWithTime } from "@/lib/api/page-data";
import { countEvents } from "@/lib/events/count-events";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { eventSearchSchema } from "@/lib/events/schemas";
import { searchEvents } from "@/lib/events/search-events";
import { withMessages } from "@/i18n/PageMessages";

async function EventsPage() {
  // The count and the first page with the page (no filter set yet): each answer arriving after the
  // list's first render would render the whole screen again in one task.
  const query = eventSearchSchema.parse({});
  const [initialCount, initialPage] = await Promise.all([
    pageDataWithTime(EVENT_READ_PERMISSIONS, ({ db }) => countEvents({ db, query })),
    pageDataWithTime(EVENT_READ_PERMISSIONS, ({ db }) => searchEvents({ db, query })),
  ]);
  return <EventList initialCount={initialCount} initialPage={initialPage} />;
}

export default withMessages(EventsPage, ["common", "events"]);
