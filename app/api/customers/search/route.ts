import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { searchCustomers } from "@/lib/customers/search-customers";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Customers", input: pageQuerySchema }, ({ db, input }) =>
  searchCustomers({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
