import { defineRoute } from "@/lib/api/handler";
import { countCustomers } from "@/lib/customers/count-customers";
import { customerCountQuerySchema } from "@/lib/customers/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Customers", input: customerCountQuerySchema }, ({ db, input }) =>
  countCustomers({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
