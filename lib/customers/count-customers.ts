import type { DbOrTx } from "@/db/client";
import { countCustomers as countCustomerRows } from "./repository";
import type { CustomerCountQuery } from "./schemas";

/** How many customers there are, or how many match the search. */
export function countCustomers({ db, query }: { db: DbOrTx; query: CustomerCountQuery }): Promise<number> {
  return countCustomerRows(db, query.search);
}
