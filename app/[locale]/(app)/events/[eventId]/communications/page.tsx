import { CommunicationsHome } from "@/components/communications/CommunicationsHome";

export default async function EventCommunicationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<{ tab?: string }>;
}) {
  const { eventId } = await params;
  const { tab } = await searchParams;
  return <CommunicationsHome eventId={Number(eventId)} initialTab={tab === "sent" ? "Sent" : "ToSend"} />;
}
