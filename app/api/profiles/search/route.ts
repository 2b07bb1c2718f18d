import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { searchProfiles } from "@/lib/profiles/search-profiles";

export const GET = defineRoute({ access: "Users", input: pageQuerySchema }, ({ db, input }) =>
  searchProfiles({ db, query: input }),
);
