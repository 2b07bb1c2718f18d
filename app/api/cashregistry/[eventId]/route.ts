import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { getCashRegister } from "@/lib/cash/get-cash-register";
import { eventIdParamsSchema } from "@/lib/cash/schemas";

export const GET = defineRoute({ access: "EventAccounting", params: eventIdParamsSchema }, ({ db, params }) =>
  getCashRegister({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/cashregistry/[eventId]", { GET, POST, PUT, DELETE, PATCH });
