import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { AGENT_READ_ACCESS } from "@/lib/agents/access";
import { searchAgents } from "@/lib/agents/search-agents";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: AGENT_READ_ACCESS, input: pageQuerySchema }, ({ db, input }) =>
  searchAgents({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/agents/search", { GET, POST, PUT, DELETE, PATCH });
