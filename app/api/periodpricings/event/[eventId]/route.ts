import { defineRoute } from "@/lib/api/handler";
import { listEventPeriodPricings } from "@/lib/period-pricings/list-event-period-pricings";
import { periodPricingEventParamsSchema } from "@/lib/period-pricings/schemas";

export const GET = defineRoute(
  { access: ["EventsHotel", "Reservations"], params: periodPricingEventParamsSchema },
  ({ db, params }) => listEventPeriodPricings({ db, eventId: params.eventId }),
);
