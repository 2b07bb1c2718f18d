import { PaymentMethodEditor } from "@/components/events/config/PaymentMethodEditor";
import { withMessages } from "@/i18n/PageMessages";

function CreatePaymentMethodPage() {
  return <PaymentMethodEditor methodId={null} />;
}

export default withMessages(CreatePaymentMethodPage, ["common", "events"]);
