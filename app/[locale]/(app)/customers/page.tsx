import { CustomerList } from "@/components/customers/CustomerList";
import { pageDataWithTime } from "@/lib/api/page-data";
import { pageQuerySchema } from "@/lib/api/paging";
import { CUSTOMER_READ_ACCESS } from "@/lib/customers/access";
import { countCustomers } from "@/lib/customers/count-customers";
import { customerCountQuerySchema } from "@/lib/customers/schemas";
import { searchCustomers } from "@/lib/customers/search-customers";
import { withMessages } from "@/i18n/PageMessages";

async function CustomersPage() {
  // The count and the first page with the page (no search typed yet): each answer arriving after
  // the list's first render would render the whole screen again in one task.
  const [initialCount, initialPage] = await Promise.all([
    pageDataWithTime("Customers", ({ db }) =>
      countCustomers({ db, query: customerCountQuerySchema.parse({}) }),
    ),
    pageDataWithTime(CUSTOMER_READ_ACCESS, ({ db }) =>
      searchCustomers({ db, query: pageQuerySchema.parse({}) }),
    ),
  ]);
  return <CustomerList initialCount={initialCount} initialPage={initialPage} />;
}

export default withMessages(CustomersPage, ["common", "customers"]);
