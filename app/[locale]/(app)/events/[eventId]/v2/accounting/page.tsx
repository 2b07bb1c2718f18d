import { CashHub } from "@/components/cash/CashHub";
import { withMessages } from "@/i18n/PageMessages";

async function CashHubPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <CashHub eventId={Number(eventId)} />;
}

export default withMessages(CashHubPage, ["cash"]);
