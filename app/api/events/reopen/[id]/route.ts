import { defineRoute } from "@/lib/api/handler";
import { reopenEvent } from "@/lib/events/reopen-event";
import { eventIdParamsSchema } from "@/lib/events/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// The accounting screens offer "riapri": EventAccounting may reopen as well as Events.
export const POST = defineRoute(
  { access: ["Events", "EventAccounting"], params: eventIdParamsSchema, notice: "saved" },
  ({ db, caller, params }) => reopenEvent({ db, caller, id: params.id }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/events/reopen/[id]", { GET, POST, PUT, DELETE, PATCH });
