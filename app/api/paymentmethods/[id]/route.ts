import { defineRoute } from "@/lib/api/handler";
import { PAYMENT_CONFIG_READ_PERMISSIONS } from "@/lib/payments-config/access";
import { deletePaymentMethod } from "@/lib/payments-config/delete-payment-method";
import { getPaymentMethod } from "@/lib/payments-config/get-payment-method";
import { paymentIdParamsSchema } from "@/lib/payments-config/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: PAYMENT_CONFIG_READ_PERMISSIONS, params: paymentIdParamsSchema },
  ({ db, params }) => getPaymentMethod({ db, id: params.id }),
);

export const DELETE = defineRoute(
  { access: "Events", params: paymentIdParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deletePaymentMethod({ db, caller, id: params.id }),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");

serveDirectly("/api/paymentmethods/[id]", { GET, POST, PUT, DELETE, PATCH });
