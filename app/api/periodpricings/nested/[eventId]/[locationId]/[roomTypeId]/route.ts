import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { bookingStatusParamsSchema, exportBookingStatus } from "@/lib/reservations/export-booking-status";

export const GET = defineRoute(
  { access: ["Reservations", "EventsHotel"], params: bookingStatusParamsSchema },
  ({ db, caller, params, t }) => exportBookingStatus({ db, caller, params, t }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/periodpricings/nested/[eventId]/[locationId]/[roomTypeId]", {
  GET,
  POST,
  PUT,
  DELETE,
  PATCH,
});
