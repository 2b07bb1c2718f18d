import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { deleteMovement } from "@/lib/cash/delete-movement";
import { movementParamsSchema } from "@/lib/cash/schemas";

export const DELETE = defineRoute(
  { access: "EventAccounting", params: movementParamsSchema, notice: "deleted" },
  ({ db, caller, params }) =>
    deleteMovement({ db, caller, paymentId: params.paymentId, eventId: params.eventId }),
);

export const { GET, POST, PUT, PATCH } = methodNotAllowed("DELETE");

serveDirectly("/api/payments/[paymentId]/[eventId]", { GET, POST, PUT, DELETE, PATCH });
