import { defineRoute } from "@/lib/api/handler";
import { PAYMENT_CONFIG_READ_PERMISSIONS } from "@/lib/payments-config/access";
import { listPaymentItems } from "@/lib/payments-config/list-payment-items";
import { paymentItemListSchema } from "@/lib/payments-config/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: PAYMENT_CONFIG_READ_PERMISSIONS, input: paymentItemListSchema },
  ({ db, input }) => listPaymentItems({ db, category: input.category }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/paymentitems/list", { GET, POST, PUT, DELETE, PATCH });
