import { defineRoute } from "@/lib/api/handler";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { countEntries } from "@/lib/entries/count-entries";
import { entryCountQuerySchema } from "@/lib/entries/schemas";

export const GET = defineRoute({ access: "EventsEntries", input: entryCountQuerySchema }, ({ db, input }) =>
  countEntries({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
