import { PaymentItemEditor } from "@/components/events/config/PaymentItemEditor";
import { withMessages } from "@/i18n/PageMessages";

function CreateIncomeItemPage() {
  return <PaymentItemEditor category="Income" itemId={null} />;
}

export default withMessages(CreateIncomeItemPage, ["common", "events"]);
