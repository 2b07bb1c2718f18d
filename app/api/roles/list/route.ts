import { defineRoute } from "@/lib/api/handler";
import { listRoles } from "@/lib/roles/repository";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// Agents managers pick the role of an agent's account too (the agent save checks they cannot
// hand out permissions they lack).
export const GET = defineRoute({ access: ["Users", "Agents"] }, ({ db }) => listRoles(db));

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/roles/list", { GET, POST, PUT, DELETE, PATCH });
