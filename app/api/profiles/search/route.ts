import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { searchProfiles } from "@/lib/profiles/search-profiles";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Users", input: pageQuerySchema }, ({ db, input }) =>
  searchProfiles({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/profiles/search", { GET, POST, PUT, DELETE, PATCH });
