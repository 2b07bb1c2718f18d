import { PaymentMethodEditor } from "@/components/events/config/PaymentMethodEditor";

export default async function EditPaymentMethodPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PaymentMethodEditor methodId={Number(id)} />;
}
