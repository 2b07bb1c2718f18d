import { AgentEditor } from "@/components/agents/AgentEditor";

export default async function EditAgentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AgentEditor agentId={Number(id)} />;
}
