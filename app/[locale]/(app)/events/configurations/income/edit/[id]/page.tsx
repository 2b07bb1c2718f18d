import { PaymentItemEditor } from "@/components/events/config/PaymentItemEditor";
import { withMessages } from "@/i18n/PageMessages";

async function EditIncomeItemPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PaymentItemEditor category="Income" itemId={Number(id)} />;
}

export default withMessages(EditIncomeItemPage, ["common", "events"]);
