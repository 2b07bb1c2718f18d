import { CustomerEditor } from "@/components/customers/CustomerEditor";
import { pageDataWithTime } from "@/lib/api/page-data";
import { dbIdSchema } from "@/lib/api/validation";
import { CUSTOMER_READ_ACCESS } from "@/lib/customers/access";
import { getCustomer } from "@/lib/customers/get-customer";
import { withMessages } from "@/i18n/PageMessages";

async function EditCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // The form arrives with the customer in it: no render of the whole form when the API answers
  // (the largest task of this screen's load), and no empty fields in the first paint.
  const customerId = dbIdSchema.safeParse(id);
  const initial = customerId.success
    ? await pageDataWithTime(CUSTOMER_READ_ACCESS, ({ db }) => getCustomer({ db, id: customerId.data }))
    : undefined;
  return <CustomerEditor customerId={Number(id)} initial={initial} />;
}

export default withMessages(EditCustomerPage, [
  "audit",
  "common",
  "customers",
  "documents",
  "profiles",
  "reservationList",
]);
