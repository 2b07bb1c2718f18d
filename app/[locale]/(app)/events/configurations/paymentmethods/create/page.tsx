import { PaymentMethodEditor } from "@/components/events/config/PaymentMethodEditor";

export default function CreatePaymentMethodPage() {
  return <PaymentMethodEditor methodId={null} />;
}
