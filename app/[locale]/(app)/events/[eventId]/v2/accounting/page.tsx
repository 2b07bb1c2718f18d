import { CashHub } from "@/components/cash/CashHub";

export default async function CashHubPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <CashHub eventId={Number(eventId)} />;
}
