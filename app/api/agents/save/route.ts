import { defineRoute } from "@/lib/api/handler";
import { saveAgent } from "@/lib/agents/save-agent";
import { saveAgentSchema } from "@/lib/agents/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Agents", input: saveAgentSchema, notice: "saved" },
  ({ db, caller, input }) => saveAgent({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/agents/save", { GET, POST, PUT, DELETE, PATCH });
