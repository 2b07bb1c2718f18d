import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { movementSearchSchema, preservePagesQuerySchema } from "@/lib/cash/schemas";
import { searchMovements } from "@/lib/cash/search-movements";

export const POST = defineRoute(
  { access: "EventAccounting", input: movementSearchSchema },
  ({ db, input, req }) => {
    const query = preservePagesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
    return searchMovements({ db, criteria: input, preservePages: query.preservePages });
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/payments/search", { GET, POST, PUT, DELETE, PATCH });
