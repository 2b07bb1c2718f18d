import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { countReservationGuests } from "@/lib/reservations/count-reservation-guests";
import { reservationCriteriaSchema } from "@/lib/reservations/search-schemas";

export const POST = defineRoute(
  { access: "Reservations", input: reservationCriteriaSchema },
  ({ db, caller, input }) => countReservationGuests({ db, caller, criteria: input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/reservations/guestscount", { GET, POST, PUT, DELETE, PATCH });
