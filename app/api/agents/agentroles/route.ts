import { defineRoute } from "@/lib/api/handler";
import { AGENT_READ_ACCESS } from "@/lib/agents/access";
import { listAgentRoles } from "@/lib/agents/repository";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: AGENT_READ_ACCESS }, ({ db }) => listAgentRoles(db));

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/agents/agentroles", { GET, POST, PUT, DELETE, PATCH });
