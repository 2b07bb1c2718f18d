import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { printReservations } from "@/lib/reservations/print-reservations";
import { reservationCriteriaSchema } from "@/lib/reservations/search-schemas";

export const POST = defineRoute(
  { access: "Reservations", input: reservationCriteriaSchema },
  ({ db, caller, input }) => printReservations({ db, caller, criteria: input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/reservations/print", { GET, POST, PUT, DELETE, PATCH });
