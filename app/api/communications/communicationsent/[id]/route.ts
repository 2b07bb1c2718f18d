import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { getCommunicationSent } from "@/lib/communications/get-communication-sent";
import { communicationSentParamsSchema } from "@/lib/communications/schemas";

export const GET = defineRoute(
  { access: "EventsCommunications", params: communicationSentParamsSchema },
  ({ db, params }) => getCommunicationSent({ db, id: params.id }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/communications/communicationsent/[id]", { GET, POST, PUT, DELETE, PATCH });
