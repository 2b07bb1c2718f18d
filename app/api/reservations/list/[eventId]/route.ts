import { defineRoute } from "@/lib/api/handler";
import { listReservations } from "@/lib/reservations/list-reservations";
import { eventIdParamsSchema } from "@/lib/reservations/schemas";

export const GET = defineRoute(
  { access: "Reservations", params: eventIdParamsSchema },
  ({ db, caller, params }) => listReservations({ db, caller, eventId: params.eventId }),
);
