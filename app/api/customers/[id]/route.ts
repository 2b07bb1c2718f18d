import { defineRoute } from "@/lib/api/handler";
import { deleteCustomer } from "@/lib/customers/delete-customer";
import { CUSTOMER_READ_ACCESS } from "@/lib/customers/access";
import { getCustomer } from "@/lib/customers/get-customer";
import { customerIdParamsSchema } from "@/lib/customers/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: CUSTOMER_READ_ACCESS, params: customerIdParamsSchema },
  ({ db, params }) => getCustomer({ db, id: params.id }),
);

export const DELETE = defineRoute(
  { access: "Customers", params: customerIdParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deleteCustomer({ db, caller, id: params.id }),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");

serveDirectly("/api/customers/[id]", { GET, POST, PUT, DELETE, PATCH });
