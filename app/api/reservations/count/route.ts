import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { countReservations } from "@/lib/reservations/count-reservations";
import { reservationCriteriaSchema } from "@/lib/reservations/search-schemas";

export const POST = defineRoute(
  { access: "Reservations", input: reservationCriteriaSchema },
  ({ db, caller, input }) => countReservations({ db, caller, criteria: input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/reservations/count", { GET, POST, PUT, DELETE, PATCH });
