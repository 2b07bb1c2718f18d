import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { reservationExcelLabels } from "@/lib/reservations/document-labels";
import { exportReservationsExcel } from "@/lib/reservations/export-reservations-excel";
import { reservationCriteriaSchema } from "@/lib/reservations/search-schemas";

export const POST = defineRoute(
  { access: "Reservations", input: reservationCriteriaSchema },
  ({ db, caller, input, t }) =>
    exportReservationsExcel({ db, caller, criteria: input, labels: reservationExcelLabels(t) }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/reservations/printexcel", { GET, POST, PUT, DELETE, PATCH });
