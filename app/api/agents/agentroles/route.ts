import { defineRoute } from "@/lib/api/handler";
import { listAgentRoles } from "@/lib/agents/repository";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Agents" }, ({ db }) => listAgentRoles(db));

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
