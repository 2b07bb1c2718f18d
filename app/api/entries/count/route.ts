import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { countEntries } from "@/lib/entries/count-entries";
import { entryCountQuerySchema } from "@/lib/entries/schemas";

export const GET = defineRoute({ access: "EventsEntries", input: entryCountQuerySchema }, ({ db, input }) =>
  countEntries({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/entries/count", { GET, POST, PUT, DELETE, PATCH });
