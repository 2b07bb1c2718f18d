import { PaymentItemEditor } from "@/components/events/config/PaymentItemEditor";
import { withMessages } from "@/i18n/PageMessages";

async function EditCostItemPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PaymentItemEditor category="Cost" itemId={Number(id)} />;
}

export default withMessages(EditCostItemPage, ["common", "events"]);
