import { defineRoute } from "@/lib/api/handler";
import { listEventPeriodPricings } from "@/lib/period-pricings/list-event-period-pricings";
import { periodPricingEventParamsSchema } from "@/lib/period-pricings/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: ["EventsHotel", "Reservations"], params: periodPricingEventParamsSchema },
  ({ db, params }) => listEventPeriodPricings({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
