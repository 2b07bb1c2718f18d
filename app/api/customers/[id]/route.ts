import { defineRoute } from "@/lib/api/handler";
import { deleteCustomer } from "@/lib/customers/delete-customer";
import { getCustomer } from "@/lib/customers/get-customer";
import { customerIdParamsSchema } from "@/lib/customers/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Customers", params: customerIdParamsSchema }, ({ db, params }) =>
  getCustomer({ db, id: params.id }),
);

export const DELETE = defineRoute(
  { access: "Customers", params: customerIdParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deleteCustomer({ db, caller, id: params.id }),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");
