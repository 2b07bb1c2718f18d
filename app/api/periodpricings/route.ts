import { defineRoute } from "@/lib/api/handler";
import { savePeriodPricing } from "@/lib/period-pricings/save-period-pricing";
import { savePeriodPricingSchema } from "@/lib/period-pricings/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// SPEC.md writes POST /PeriodPricings: the proxy lowers the word.
export const POST = defineRoute(
  { access: "EventsHotel", input: savePeriodPricingSchema, notice: "saved" },
  ({ db, caller, input }) => savePeriodPricing({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/periodpricings", { GET, POST, PUT, DELETE, PATCH });
