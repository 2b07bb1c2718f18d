import { PaymentItemEditor } from "@/components/events/config/PaymentItemEditor";

export default function CreateIncomeItemPage() {
  return <PaymentItemEditor category="Income" itemId={null} />;
}
