import { defineRoute } from "@/lib/api/handler";
import { deletePeriodPricing } from "@/lib/period-pricings/delete-period-pricing";
import { getPeriodPricing } from "@/lib/period-pricings/get-period-pricing";
import { periodPricingIdParamsSchema } from "@/lib/period-pricings/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { PERIOD_PRICING_READ_ACCESS } from "@/lib/period-pricings/access";

// Reservations read the hotel configuration too (prices and availability); the hotel costs only
// with EventsHotel, Events or EventAccounting (lib/period-pricings/cost-visibility.ts).
export const GET = defineRoute(
  { access: PERIOD_PRICING_READ_ACCESS, params: periodPricingIdParamsSchema },
  ({ db, caller, params }) => getPeriodPricing({ db, caller, id: params.id }),
);

export const DELETE = defineRoute(
  { access: "EventsHotel", params: periodPricingIdParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deletePeriodPricing({ db, caller, id: params.id }),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");

serveDirectly("/api/periodpricings/[id]", { GET, POST, PUT, DELETE, PATCH });
