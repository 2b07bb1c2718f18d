import { PaymentMethodList } from "@/components/events/config/PaymentMethodList";

export default function PaymentMethodsPage() {
  return <PaymentMethodList />;
}
