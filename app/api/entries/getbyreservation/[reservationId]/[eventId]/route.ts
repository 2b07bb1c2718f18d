import { defineRoute } from "@/lib/api/handler";
import { getReservationEntries } from "@/lib/reservations/get-reservation-entries";
import { entriesByReservationParamsSchema } from "@/lib/reservations/schemas";

export const GET = defineRoute(
  { access: "Reservations", params: entriesByReservationParamsSchema },
  ({ db, caller, params }) =>
    getReservationEntries({ db, caller, reservationId: params.reservationId, eventId: params.eventId }),
);
