import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { getReservationEntries } from "@/lib/reservations/get-reservation-entries";
import { entriesByReservationParamsSchema } from "@/lib/reservations/schemas";

export const GET = defineRoute(
  { access: "Reservations", params: entriesByReservationParamsSchema },
  ({ db, caller, params }) =>
    getReservationEntries({ db, caller, reservationId: params.reservationId, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/entries/getbyreservation/[reservationId]/[eventId]", { GET, POST, PUT, DELETE, PATCH });
