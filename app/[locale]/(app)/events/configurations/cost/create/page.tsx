import { PaymentItemEditor } from "@/components/events/config/PaymentItemEditor";
import { withMessages } from "@/i18n/PageMessages";

function CreateCostItemPage() {
  return <PaymentItemEditor category="Cost" itemId={null} />;
}

export default withMessages(CreateCostItemPage, ["common", "events"]);
