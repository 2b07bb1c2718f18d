import { PaymentMethodList } from "@/components/events/config/PaymentMethodList";
import { withMessages } from "@/i18n/PageMessages";

function PaymentMethodsPage() {
  return <PaymentMethodList />;
}

export default withMessages(PaymentMethodsPage, ["common", "events"]);
