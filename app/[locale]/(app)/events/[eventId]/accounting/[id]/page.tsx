import { AccountingDetail } from "@/components/accounting/AccountingDetail";
import { withMessages } from "@/i18n/PageMessages";

async function AccountingReportPage({ params }: { params: Promise<{ eventId: string; id: string }> }) {
  const { eventId, id } = await params;
  return <AccountingDetail eventId={Number(eventId)} id={Number(id)} />;
}

export default withMessages(AccountingReportPage, ["accounting"]);
