import { defineRoute } from "@/lib/api/handler";
import { savePaymentMethod } from "@/lib/payments-config/save-payment-method";
import { savePaymentMethodSchema } from "@/lib/payments-config/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Events", input: savePaymentMethodSchema, notice: "saved" },
  ({ db, caller, input }) => savePaymentMethod({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/paymentmethods", { GET, POST, PUT, DELETE, PATCH });
