import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { listPendingByHotel } from "@/lib/communications/list-pending-by-hotel";
import { eventParamsSchema } from "@/lib/communications/schemas";

export const GET = defineRoute(
  { access: "EventsCommunications", params: eventParamsSchema },
  ({ db, params }) => listPendingByHotel({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/communications/list/[eventId]", { GET, POST, PUT, DELETE, PATCH });
