import { AccountingList } from "@/components/accounting/AccountingList";
import { withMessages } from "@/i18n/PageMessages";

async function EventAccountingPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <AccountingList eventId={Number(eventId)} />;
}

export default withMessages(EventAccountingPage, ["accounting"]);
