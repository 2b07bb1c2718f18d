import { defineRoute } from "@/lib/api/handler";
import { listRoles } from "@/lib/roles/repository";

// Agents managers pick the role of an agent's account too (the agent save checks they cannot
// hand out permissions they lack).
export const GET = defineRoute({ access: ["Users", "Agents"] }, ({ db }) => listRoles(db));
