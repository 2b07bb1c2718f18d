import { AgentsAccount } from "@/components/cash/AgentsAccount";
import { withMessages } from "@/i18n/PageMessages";

async function AgentsAccountPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <AgentsAccount eventId={Number(eventId)} />;
}

export default withMessages(AgentsAccountPage, ["cash", "common"]);
