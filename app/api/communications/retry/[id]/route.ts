import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { retryCommunication } from "@/lib/communications/retry-communication";
import { communicationSentParamsSchema } from "@/lib/communications/schemas";

export const POST = defineRoute(
  { access: "EventsCommunications", params: communicationSentParamsSchema },
  ({ db, caller, params }) => retryCommunication({ db, caller, id: params.id }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/communications/retry/[id]", { GET, POST, PUT, DELETE, PATCH });
