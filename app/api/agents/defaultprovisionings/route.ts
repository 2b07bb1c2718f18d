import { defineRoute } from "@/lib/api/handler";
import { listDefaultTemplates } from "@/lib/agents/repository";

export const GET = defineRoute({ access: "Agents" }, ({ db }) => listDefaultTemplates(db));
