import { AgentEditor } from "@/components/agents/AgentEditor";
import { withMessages } from "@/i18n/PageMessages";

async function EditAgentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AgentEditor agentId={Number(id)} />;
}

export default withMessages(EditAgentPage, ["agents", "common", "documents", "profiles"]);
