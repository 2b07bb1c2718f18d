import { CustomerEditor } from "@/components/customers/CustomerEditor";

export default function CreateCustomerPage() {
  return <CustomerEditor customerId={null} />;
}
