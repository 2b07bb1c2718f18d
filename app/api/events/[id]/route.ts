import { defineRoute } from "@/lib/api/handler";
import { deleteEvent } from "@/lib/events/delete-event";
import { getEvent } from "@/lib/events/get-event";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { eventIdParamsSchema } from "@/lib/events/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: EVENT_READ_PERMISSIONS, params: eventIdParamsSchema },
  ({ db, params }) => getEvent({ db, id: params.id }),
);

export const DELETE = defineRoute(
  { access: "Events", params: eventIdParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deleteEvent({ db, caller, id: params.id }),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");

serveDirectly("/api/events/[id]", { GET, POST, PUT, DELETE, PATCH });
