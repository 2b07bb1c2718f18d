import { CommunicationsHome } from "@/components/communications/CommunicationsHome";
import { pageDataWithTime } from "@/lib/api/page-data";
import { listPendingByHotel } from "@/lib/communications/list-pending-by-hotel";
import { listSentCommunications } from "@/lib/communications/list-sent-communications";
import { eventParamsSchema } from "@/lib/communications/schemas";
import { withMessages } from "@/i18n/PageMessages";

async function EventCommunicationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const { eventId } = await params;
  const { tab } = await searchParams;
  const initialTab = tab === "sent" ? "Sent" : "ToSend";
  // The open tab's list with the page, in its first paint; the other is asked when its tab opens.
  const id = eventParamsSchema.safeParse({ eventId });
  const eventIdRead = id.success ? id.data.eventId : undefined;
  const [initialToSend, initialSent] = await Promise.all([
    initialTab === "ToSend" && eventIdRead
      ? pageDataWithTime("EventsCommunications", ({ db }) => listPendingByHotel({ db, eventId: eventIdRead }))
      : undefined,
    initialTab === "Sent" && eventIdRead
      ? pageDataWithTime("EventsCommunications", ({ db }) =>
          listSentCommunications({ db, eventId: eventIdRead }),
        )
      : undefined,
  ]);
  return (
    <CommunicationsHome
      eventId={Number(eventId)}
      initialTab={initialTab}
      initialToSend={initialToSend}
      initialSent={initialSent}
    />
  );
}

export default withMessages(EventCommunicationsPage, ["common", "communications"]);
