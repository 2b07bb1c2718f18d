import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { listReservations } from "@/lib/reservations/list-reservations";
import { eventIdParamsSchema } from "@/lib/reservations/schemas";

export const GET = defineRoute(
  { access: "Reservations", params: eventIdParamsSchema },
  ({ db, caller, params }) => listReservations({ db, caller, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/reservations/list/[eventId]", { GET, POST, PUT, DELETE, PATCH });
