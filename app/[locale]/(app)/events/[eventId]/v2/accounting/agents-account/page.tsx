import { AgentsAccount } from "@/components/cash/AgentsAccount";

export default async function AgentsAccountPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <AgentsAccount eventId={Number(eventId)} />;
}
