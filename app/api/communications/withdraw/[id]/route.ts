import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { withdrawCommunication } from "@/lib/communications/withdraw-communication";
import { communicationSentParamsSchema } from "@/lib/communications/schemas";

export const POST = defineRoute(
  { access: "EventsCommunications", params: communicationSentParamsSchema },
  ({ db, caller, params }) => withdrawCommunication({ db, caller, id: params.id }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/communications/withdraw/[id]", { GET, POST, PUT, DELETE, PATCH });
