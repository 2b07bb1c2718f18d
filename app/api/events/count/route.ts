import { defineRoute } from "@/lib/api/handler";
import { countEvents } from "@/lib/events/count-events";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { eventSearchSchema } from "@/lib/events/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: EVENT_READ_PERMISSIONS, input: eventSearchSchema },
  ({ db, input }) => countEvents({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/events/count", { GET, POST, PUT, DELETE, PATCH });
