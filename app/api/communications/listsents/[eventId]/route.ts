import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { listSentCommunications } from "@/lib/communications/list-sent-communications";
import { eventParamsSchema } from "@/lib/communications/schemas";

export const GET = defineRoute(
  { access: "EventsCommunications", params: eventParamsSchema },
  ({ db, params }) => listSentCommunications({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/communications/listsents/[eventId]", { GET, POST, PUT, DELETE, PATCH });
