import { defineRoute } from "@/lib/api/handler";
import { saveCustomer } from "@/lib/customers/save-customer";
import { saveCustomerSchema } from "@/lib/customers/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Customers", input: saveCustomerSchema, notice: "saved" },
  ({ db, caller, input }) => saveCustomer({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");
