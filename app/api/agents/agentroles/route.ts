import { defineRoute } from "@/lib/api/handler";
import { listAgentRoles } from "@/lib/agents/repository";

export const GET = defineRoute({ access: "Agents" }, ({ db }) => listAgentRoles(db));
