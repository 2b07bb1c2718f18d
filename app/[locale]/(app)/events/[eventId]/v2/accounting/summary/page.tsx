import { AccountingSummary } from "@/components/cash/AccountingSummary";

export default async function AccountingSummaryPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <AccountingSummary eventId={Number(eventId)} />;
}
