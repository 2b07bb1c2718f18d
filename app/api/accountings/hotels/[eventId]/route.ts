import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { getHotelsAccount } from "@/lib/cash/get-hotels-account";
import { eventIdParamsSchema } from "@/lib/cash/schemas";

export const GET = defineRoute({ access: "EventAccounting", params: eventIdParamsSchema }, ({ db, params }) =>
  getHotelsAccount({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/accountings/hotels/[eventId]", { GET, POST, PUT, DELETE, PATCH });
