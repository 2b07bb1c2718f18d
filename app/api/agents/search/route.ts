import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { searchAgents } from "@/lib/agents/search-agents";

export const GET = defineRoute({ access: "Agents", input: pageQuerySchema }, ({ db, input }) =>
  searchAgents({ db, query: input }),
);
