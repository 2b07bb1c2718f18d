import { defineRoute } from "@/lib/api/handler";
import { AGENT_READ_ACCESS } from "@/lib/agents/access";
import { listAgentRoles } from "@/lib/agents/repository";

export const GET = defineRoute({ access: AGENT_READ_ACCESS }, ({ db }) => listAgentRoles(db));
