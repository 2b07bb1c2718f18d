import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { instantToApi } from "@/lib/dates";
import { renderCheckInList } from "@/lib/reservations/render-checkin-list";
import { reservationCriteriaSchema } from "@/lib/reservations/search-schemas";

export const POST = defineRoute(
  { access: "Reservations", input: reservationCriteriaSchema },
  ({ db, caller, input, t }) => {
    // "dd/mm/yyyy HH:mm" in Rome time, as the desk reads it on paper.
    const now = instantToApi(new Date())!;
    const printedAt = `${now.slice(8, 10)}/${now.slice(5, 7)}/${now.slice(0, 4)} ${now.slice(11, 16)}`;
    return renderCheckInList({ db, caller, criteria: input, t, printedAt });
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");
