import { defineRoute } from "@/lib/api/handler";
import { listEventPeriodPricings } from "@/lib/period-pricings/list-event-period-pricings";
import { periodPricingEventParamsSchema } from "@/lib/period-pricings/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { PERIOD_PRICING_READ_ACCESS } from "@/lib/period-pricings/access";

// Reservations read prices and availability; the hotel costs only with EventsHotel, Events or
// EventAccounting (lib/period-pricings/cost-visibility.ts).
export const GET = defineRoute(
  { access: PERIOD_PRICING_READ_ACCESS, params: periodPricingEventParamsSchema },
  ({ db, caller, params }) => listEventPeriodPricings({ db, caller, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/periodpricings/event/[eventId]", { GET, POST, PUT, DELETE, PATCH });
