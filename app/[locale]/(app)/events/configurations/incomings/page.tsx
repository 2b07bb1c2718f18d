import { PaymentItemList } from "@/components/events/config/PaymentItemList";
import { withMessages } from "@/i18n/PageMessages";

function IncomeItemsPage() {
  return <PaymentItemList category="Income" />;
}

export default withMessages(IncomeItemsPage, ["common", "events"]);
