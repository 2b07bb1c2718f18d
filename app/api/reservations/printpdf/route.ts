import { defineRoute } from "@/lib/api/handler";
import { instantToApi } from "@/lib/dates";
import { renderCheckInList } from "@/lib/reservations/render-checkin-list";
import { reservationCriteriaSchema } from "@/lib/reservations/search-schemas";

export const POST = defineRoute(
  { access: "Reservations", input: reservationCriteriaSchema },
  ({ db, caller, input, t }) =>
    renderCheckInList({
      db,
      caller,
      criteria: input,
      t,
      printedAt: instantToApi(new Date())!.replace("T", " "),
    }),
);
