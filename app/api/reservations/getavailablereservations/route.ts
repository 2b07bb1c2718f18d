import { defineRoute } from "@/lib/api/handler";
import { getAvailableReservations } from "@/lib/reservations/get-available-reservations";
import { quoteSearchSchema } from "@/lib/reservations/schemas";

export const GET = defineRoute({ access: "Reservations", input: quoteSearchSchema }, ({ db, input }) =>
  getAvailableReservations({ db, query: input }),
);
