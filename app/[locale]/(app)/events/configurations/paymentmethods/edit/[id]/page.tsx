import { PaymentMethodEditor } from "@/components/events/config/PaymentMethodEditor";
import { withMessages } from "@/i18n/PageMessages";

async function EditPaymentMethodPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PaymentMethodEditor methodId={Number(id)} />;
}

export default withMessages(EditPaymentMethodPage, ["common", "events"]);
