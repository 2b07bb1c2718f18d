import { CustomerEditor } from "@/components/customers/CustomerEditor";

export default async function EditCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CustomerEditor customerId={Number(id)} />;
}
