import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { getEventExposure } from "@/lib/kpi/get-exposure";
import { eventIdParamsSchema } from "@/lib/kpi/schemas";

/** GET /api/predictions/exposure/{eventId}: the allotment exposure shown on the event's hotel cards. */
export const GET = defineRoute(
  { access: ["EventsHotel", "EventsKPI"], params: eventIdParamsSchema },
  ({ db, params }) => getEventExposure({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/predictions/exposure/[eventId]", { GET, POST, PUT, DELETE, PATCH });
