import { defineRoute } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/paging";
import { CUSTOMER_READ_ACCESS } from "@/lib/customers/access";
import { searchCustomers } from "@/lib/customers/search-customers";

export const GET = defineRoute({ access: CUSTOMER_READ_ACCESS, input: pageQuerySchema }, ({ db, input }) =>
  searchCustomers({ db, query: input }),
);
