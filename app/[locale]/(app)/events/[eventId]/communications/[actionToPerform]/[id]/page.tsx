import { notFound } from "next/navigation";
import { CommunicationEditor } from "@/components/communications/CommunicationEditor";
import { CommunicationSentView } from "@/components/communications/CommunicationSentView";
import { withMessages } from "@/i18n/PageMessages";

/** create/{locationId}: a new message to a hotel; edit/{sentId}: a sent message, read-only. */
async function EventCommunicationPage({
  params,
}: {
  params: Promise<{ eventId: string; actionToPerform: string; id: string }>;
}) {
  const { eventId, actionToPerform, id } = await params;
  if (!/^\d+$/.test(eventId) || !/^\d+$/.test(id)) notFound();
  if (actionToPerform === "create")
    return <CommunicationEditor eventId={Number(eventId)} locationId={Number(id)} />;
  if (actionToPerform === "edit") return <CommunicationSentView eventId={Number(eventId)} id={Number(id)} />;
  notFound();
}

export default withMessages(EventCommunicationPage, ["common", "communications"]);
