import { DomainError } from "@/lib/api/errors";
import { defineRoute } from "@/lib/api/handler";
import { hasPermission } from "@/lib/auth/caller";
import { CUSTOMER_READ_ACCESS } from "@/lib/customers/access";
import { saveCustomer } from "@/lib/customers/save-customer";
import { saveCustomerSchema } from "@/lib/customers/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// Reservations holders may create a customer (a new guest) but only Customers may edit one.
export const POST = defineRoute(
  { access: CUSTOMER_READ_ACCESS, input: saveCustomerSchema, notice: "saved" },
  ({ db, caller, input }) => {
    if (input.id && !hasPermission(caller, "Customers")) throw new DomainError("forbidden");
    return saveCustomer({ db, caller, input });
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/customers", { GET, POST, PUT, DELETE, PATCH });
