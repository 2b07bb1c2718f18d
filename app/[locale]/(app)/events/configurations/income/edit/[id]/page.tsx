import { PaymentItemEditor } from "@/components/events/config/PaymentItemEditor";

export default async function EditIncomeItemPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PaymentItemEditor category="Income" itemId={Number(id)} />;
}
