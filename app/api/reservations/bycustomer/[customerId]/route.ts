import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import {
  customerIdParamsSchema,
  listCustomerReservations,
} from "@/lib/reservations/list-customer-reservations";

export const GET = defineRoute(
  { access: "Reservations", params: customerIdParamsSchema },
  ({ db, caller, params }) => listCustomerReservations({ db, caller, customerId: params.customerId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/reservations/bycustomer/[customerId]", { GET, POST, PUT, DELETE, PATCH });
