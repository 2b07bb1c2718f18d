import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { getAgentsAccount } from "@/lib/cash/get-agents-account";
import { eventIdParamsSchema } from "@/lib/cash/schemas";

export const GET = defineRoute({ access: "EventAccounting", params: eventIdParamsSchema }, ({ db, params }) =>
  getAgentsAccount({ db, eventId: params.eventId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/accountings/agents/[eventId]", { GET, POST, PUT, DELETE, PATCH });
