import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { getAvailableReservations } from "@/lib/reservations/get-available-reservations";
import { quoteSearchSchema } from "@/lib/reservations/schemas";

export const GET = defineRoute({ access: "Reservations", input: quoteSearchSchema }, ({ db, input }) =>
  getAvailableReservations({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/reservations/getavailablereservations", { GET, POST, PUT, DELETE, PATCH });
