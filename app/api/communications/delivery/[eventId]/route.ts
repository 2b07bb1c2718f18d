import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { getCommunicationDelivery } from "@/lib/communications/get-communication-delivery";
import { eventParamsSchema } from "@/lib/communications/schemas";

export const GET = defineRoute(
  { access: "EventsCommunications", params: eventParamsSchema },
  ({ db, params }) => getCommunicationDelivery({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/communications/delivery/[eventId]", { GET, POST, PUT, DELETE, PATCH });
