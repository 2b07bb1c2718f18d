import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { searchAgents } from "@/lib/agents/search-agents";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Agents", input: pageQuerySchema }, ({ db, input }) =>
  searchAgents({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
