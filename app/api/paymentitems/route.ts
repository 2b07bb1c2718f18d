import { defineRoute } from "@/lib/api/handler";
import { savePaymentItem } from "@/lib/payments-config/save-payment-item";
import { savePaymentItemSchema } from "@/lib/payments-config/schemas";

export const POST = defineRoute(
  { access: "Events", input: savePaymentItemSchema, notice: "saved" },
  ({ db, caller, input }) => savePaymentItem({ db, caller, input }),
);
