import { AccountingList } from "@/components/accounting/AccountingList";

export default async function EventAccountingPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <AccountingList eventId={Number(eventId)} />;
}
