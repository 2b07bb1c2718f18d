import type { DbOrTx } from "@/db/client";
import { pageWindow, type PageQuery } from "@/lib/api/paging";
import { searchCustomers as searchCustomerRows } from "./repository";
import type { CustomerListItem } from "./schemas";

/** Customers sorted by last name then first name, a page of 10 at a time. */
export function searchCustomers({
  db,
  query,
}: {
  db: DbOrTx;
  query: PageQuery;
}): Promise<CustomerListItem[]> {
  return searchCustomerRows(db, { search: query.search, ...pageWindow(query) });
}
