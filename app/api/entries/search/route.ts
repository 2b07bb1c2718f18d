import { defineRoute } from "@/lib/api/handler";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { entrySearchQuerySchema } from "@/lib/entries/schemas";
import { searchEntries } from "@/lib/entries/search-entries";

export const GET = defineRoute({ access: "EventsEntries", input: entrySearchQuerySchema }, ({ db, input }) =>
  searchEntries({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
