import { PaymentItemList } from "@/components/events/config/PaymentItemList";
import { withMessages } from "@/i18n/PageMessages";

function CostItemsPage() {
  return <PaymentItemList category="Cost" />;
}

export default withMessages(CostItemsPage, ["common", "events"]);
