import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { searchReservations } from "@/lib/reservations/search-reservations";
import { preservePagesQuerySchema, reservationCriteriaSchema } from "@/lib/reservations/search-schemas";

export const POST = defineRoute(
  { access: "Reservations", input: reservationCriteriaSchema },
  ({ db, caller, input, req }) => {
    const query = preservePagesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
    return searchReservations({ db, caller, criteria: input, preservePages: query.preservePages });
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/reservations/search", { GET, POST, PUT, DELETE, PATCH });
