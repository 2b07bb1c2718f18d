import { AgentList } from "@/components/agents/AgentList";

export default function AgentsPage() {
  return <AgentList />;
}
