import { defineRoute } from "@/lib/api/handler";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { eventSearchSchema } from "@/lib/events/schemas";
import { searchEvents } from "@/lib/events/search-events";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: EVENT_READ_PERMISSIONS, input: eventSearchSchema },
  ({ db, input }) => searchEvents({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/events/search", { GET, POST, PUT, DELETE, PATCH });
