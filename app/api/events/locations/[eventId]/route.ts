import { defineRoute } from "@/lib/api/handler";
import { getEventLocations } from "@/lib/events/get-event-locations";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { eventIdOnlyParamsSchema } from "@/lib/events/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: EVENT_READ_PERMISSIONS, params: eventIdOnlyParamsSchema },
  ({ db, params }) => getEventLocations({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/events/locations/[eventId]", { GET, POST, PUT, DELETE, PATCH });
