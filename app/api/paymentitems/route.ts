import { defineRoute } from "@/lib/api/handler";
import { savePaymentItem } from "@/lib/payments-config/save-payment-item";
import { savePaymentItemSchema } from "@/lib/payments-config/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Events", input: savePaymentItemSchema, notice: "saved" },
  ({ db, caller, input }) => savePaymentItem({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/paymentitems", { GET, POST, PUT, DELETE, PATCH });
