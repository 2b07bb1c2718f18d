import { defineRoute } from "@/lib/api/handler";
import { savePaymentMethod } from "@/lib/payments-config/save-payment-method";
import { savePaymentMethodSchema } from "@/lib/payments-config/schemas";

export const POST = defineRoute(
  { access: "Events", input: savePaymentMethodSchema, notice: "saved" },
  ({ db, caller, input }) => savePaymentMethod({ db, caller, input }),
);
