import { defineRoute } from "@/lib/api/handler";
import { closeEvent } from "@/lib/events/close-event";
import { eventIdParamsSchema } from "@/lib/events/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// The accounting summary offers "chiudi": EventAccounting may close as well as Events.
export const POST = defineRoute(
  { access: ["Events", "EventAccounting"], params: eventIdParamsSchema, notice: "saved" },
  ({ db, caller, params }) => closeEvent({ db, caller, id: params.id }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/events/close/[id]", { GET, POST, PUT, DELETE, PATCH });
