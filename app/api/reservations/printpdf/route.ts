import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { formatDayTime, instantToApi } from "@/lib/dates";
import { renderCheckInList } from "@/lib/reservations/render-checkin-list";
import { reservationCriteriaSchema } from "@/lib/reservations/search-schemas";

export const POST = defineRoute(
  { access: "Reservations", input: reservationCriteriaSchema },
  ({ db, caller, input, t }) => {
    // "dd/mm/yyyy HH:mm" in Rome time, as the desk reads it on paper.
    const printedAt = formatDayTime(instantToApi(new Date()));
    return renderCheckInList({ db, caller, criteria: input, t, printedAt });
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/reservations/printpdf", { GET, POST, PUT, DELETE, PATCH });
