import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { generateCommunicationMessage } from "@/lib/communications/generate-communication-message";
import { communicationIdsSchema, eventLocationParamsSchema } from "@/lib/communications/schemas";

export const POST = defineRoute(
  { access: "EventsCommunications", params: eventLocationParamsSchema, input: communicationIdsSchema },
  ({ db, params, input }) =>
    generateCommunicationMessage({
      db,
      eventId: params.eventId,
      locationId: params.locationId,
      communicationIds: input,
    }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/communications/message/[eventId]/[locationId]", { GET, POST, PUT, DELETE, PATCH });
