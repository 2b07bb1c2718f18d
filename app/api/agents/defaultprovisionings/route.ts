import { defineRoute } from "@/lib/api/handler";
import { listDefaultTemplates } from "@/lib/agents/repository";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Agents" }, ({ db }) => listDefaultTemplates(db));

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/agents/defaultprovisionings", { GET, POST, PUT, DELETE, PATCH });
