import { defineRoute } from "@/lib/api/handler";
import { PAYMENT_CONFIG_READ_PERMISSIONS } from "@/lib/payments-config/access";
import { listPaymentMethods } from "@/lib/payments-config/list-payment-methods";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: PAYMENT_CONFIG_READ_PERMISSIONS }, ({ db }) =>
  listPaymentMethods({ db }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/paymentmethods/list", { GET, POST, PUT, DELETE, PATCH });
