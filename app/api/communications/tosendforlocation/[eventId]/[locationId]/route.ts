import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { listPendingForLocation } from "@/lib/communications/list-pending-for-location";
import { eventLocationParamsSchema } from "@/lib/communications/schemas";

export const GET = defineRoute(
  { access: "EventsCommunications", params: eventLocationParamsSchema },
  ({ db, params }) => listPendingForLocation({ db, eventId: params.eventId, locationId: params.locationId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/communications/tosendforlocation/[eventId]/[locationId]", {
  GET,
  POST,
  PUT,
  DELETE,
  PATCH,
});
