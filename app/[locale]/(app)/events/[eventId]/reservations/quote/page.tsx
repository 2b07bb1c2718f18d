import { QuoteSearch } from "@/components/reservations/QuoteSearch";

export default async function QuotePage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <QuoteSearch eventId={Number(eventId)} />;
}
