import { defineRoute } from "@/lib/api/handler";
import { getEventLocations } from "@/lib/events/get-event-locations";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { eventIdOnlyParamsSchema } from "@/lib/events/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: EVENT_READ_PERMISSIONS, params: eventIdOnlyParamsSchema },
  ({ db, params }) => getEventLocations({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
