import { PaymentItemList } from "@/components/events/config/PaymentItemList";

export default function IncomeItemsPage() {
  return <PaymentItemList category="Income" />;
}
