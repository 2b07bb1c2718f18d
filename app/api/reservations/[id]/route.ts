import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { deleteReservation } from "@/lib/reservations/delete-reservation";
import { getReservation } from "@/lib/reservations/get-reservation";
import { reservationIdParamsSchema } from "@/lib/reservations/schemas";

export const GET = defineRoute(
  { access: "Reservations", params: reservationIdParamsSchema },
  ({ db, caller, params }) => getReservation({ db, caller, id: params.id }),
);

export const DELETE = defineRoute(
  { access: "Reservations", params: reservationIdParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deleteReservation({ db, caller, id: params.id }),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");

serveDirectly("/api/reservations/[id]", { GET, POST, PUT, DELETE, PATCH });
