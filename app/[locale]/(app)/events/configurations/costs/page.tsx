import { PaymentItemList } from "@/components/events/config/PaymentItemList";

export default function CostItemsPage() {
  return <PaymentItemList category="Cost" />;
}
