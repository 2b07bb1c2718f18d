import { defineRoute } from "@/lib/api/handler";
import { listDefaultTemplates } from "@/lib/agents/repository";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Agents" }, ({ db }) => listDefaultTemplates(db));

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
