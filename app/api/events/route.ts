import { defineRoute } from "@/lib/api/handler";
import { saveEvent } from "@/lib/events/save-event";
import { saveEventSchema } from "@/lib/events/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Events", input: saveEventSchema, notice: "saved" },
  ({ db, caller, input }) => saveEvent({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/events", { GET, POST, PUT, DELETE, PATCH });
