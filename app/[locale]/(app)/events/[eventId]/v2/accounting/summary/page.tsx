import { AccountingSummary } from "@/components/cash/AccountingSummary";
import { withMessages } from "@/i18n/PageMessages";

async function AccountingSummaryPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <AccountingSummary eventId={Number(eventId)} />;
}

export default withMessages(AccountingSummaryPage, ["cash"]);
