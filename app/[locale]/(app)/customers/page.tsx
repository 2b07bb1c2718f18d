import { CustomerList } from "@/components/customers/CustomerList";

export default function CustomersPage() {
  return <CustomerList />;
}
