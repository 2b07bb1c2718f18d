import { AgentEditor } from "@/components/agents/AgentEditor";

export default function CreateAgentPage() {
  return <AgentEditor agentId={null} />;
}
