import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { AGENT_READ_ACCESS } from "@/lib/agents/access";
import { searchAgents } from "@/lib/agents/search-agents";

export const GET = defineRoute({ access: AGENT_READ_ACCESS, input: pageQuerySchema }, ({ db, input }) =>
  searchAgents({ db, query: input }),
);
