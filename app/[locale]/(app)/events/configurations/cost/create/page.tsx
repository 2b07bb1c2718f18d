import { PaymentItemEditor } from "@/components/events/config/PaymentItemEditor";

export default function CreateCostItemPage() {
  return <PaymentItemEditor category="Cost" itemId={null} />;
}
