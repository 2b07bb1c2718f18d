import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { remindCommunications } from "@/lib/communications/remind-communications";
import { eventParamsSchema } from "@/lib/communications/schemas";

export const POST = defineRoute(
  { access: "EventsCommunications", params: eventParamsSchema },
  ({ db, params }) => remindCommunications({ db, eventId: params.eventId }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/communications/remind/[eventId]", { GET, POST, PUT, DELETE, PATCH });
