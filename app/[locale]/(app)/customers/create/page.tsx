import { CustomerEditor } from "@/components/customers/CustomerEditor";
import { withMessages } from "@/i18n/PageMessages";

function CreateCustomerPage() {
  return <CustomerEditor customerId={null} />;
}

export default withMessages(CreateCustomerPage, [
  "audit",
  "common",
  "customers",
  "documents",
  "profiles",
  "reservationList",
]);
