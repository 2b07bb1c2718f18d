import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { AGENT_READ_ACCESS } from "@/lib/agents/access";
import { searchAgents } from "@/lib/agents/search-agents";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: AGENT_READ_ACCESS, input: pageQuerySchema }, ({ db, input }) =>
  searchAgents({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
