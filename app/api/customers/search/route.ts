import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { CUSTOMER_READ_ACCESS } from "@/lib/customers/access";
import { searchCustomers } from "@/lib/customers/search-customers";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: CUSTOMER_READ_ACCESS, input: pageQuerySchema }, ({ db, input }) =>
  searchCustomers({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/customers/search", { GET, POST, PUT, DELETE, PATCH });
