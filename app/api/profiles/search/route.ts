import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { searchProfiles } from "@/lib/profiles/search-profiles";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Users", input: pageQuerySchema }, ({ db, input }) =>
  searchProfiles({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
