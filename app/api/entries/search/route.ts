import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { entrySearchQuerySchema } from "@/lib/entries/schemas";
import { searchEntries } from "@/lib/entries/search-entries";

export const GET = defineRoute({ access: "EventsEntries", input: entrySearchQuerySchema }, ({ db, input }) =>
  searchEntries({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/entries/search", { GET, POST, PUT, DELETE, PATCH });
