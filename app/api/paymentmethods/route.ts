import { defineRoute } from "@/lib/api/handler";
import { savePaymentMethod } from "@/lib/payments-config/save-payment-method";
import { savePaymentMethodSchema } from "@/lib/payments-config/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Events", input: savePaymentMethodSchema, notice: "saved" },
  ({ db, caller, input }) => savePaymentMethod({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");
