import { defineRoute } from "@/lib/api/handler";
import { countCustomers } from "@/lib/customers/count-customers";
import { customerCountQuerySchema } from "@/lib/customers/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Customers", input: customerCountQuerySchema }, ({ db, input }) =>
  countCustomers({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/customers/count", { GET, POST, PUT, DELETE, PATCH });
