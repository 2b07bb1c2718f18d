import { AgentEditor } from "@/components/agents/AgentEditor";
import { withMessages } from "@/i18n/PageMessages";

function CreateAgentPage() {
  return <AgentEditor agentId={null} />;
}

export default withMessages(CreateAgentPage, ["agents", "common", "documents", "profiles"]);
