import { defineRoute } from "@/lib/api/handler";
import { savePeriodPricing } from "@/lib/period-pricings/save-period-pricing";
import { savePeriodPricingSchema } from "@/lib/period-pricings/schemas";

// SPEC.md writes POST /PeriodPricings: the proxy lowers the word.
export const POST = defineRoute(
  { access: "EventsHotel", input: savePeriodPricingSchema, notice: "saved" },
  ({ db, caller, input }) => savePeriodPricing({ db, caller, input }),
);
