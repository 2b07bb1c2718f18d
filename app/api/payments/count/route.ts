import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { countMovements } from "@/lib/cash/count-movements";
import { movementSearchSchema } from "@/lib/cash/schemas";

export const POST = defineRoute({ access: "EventAccounting", input: movementSearchSchema }, ({ db, input }) =>
  countMovements({ db, criteria: input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/payments/count", { GET, POST, PUT, DELETE, PATCH });
