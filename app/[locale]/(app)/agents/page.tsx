import { AgentList } from "@/components/agents/AgentList";
import { withMessages } from "@/i18n/PageMessages";

function AgentsPage() {
  return <AgentList />;
}

export default withMessages(AgentsPage, ["agents", "common"]);
