import { PaymentItemEditor } from "@/components/events/config/PaymentItemEditor";

export default async function EditCostItemPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PaymentItemEditor category="Cost" itemId={Number(id)} />;
}
