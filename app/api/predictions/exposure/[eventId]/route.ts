import { defineRoute } from "@/lib/api/handler";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { getEventExposure } from "@/lib/kpi/get-exposure";
import { eventIdParamsSchema } from "@/lib/kpi/schemas";

/** GET /api/predictions/exposure/{eventId}: the allotment exposure shown on the event's hotel cards. */
export const GET = defineRoute(
  { access: ["EventsHotel", "EventsKPI"], params: eventIdParamsSchema },
  ({ db, params }) => getEventExposure({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
