import { PeriodPricingEditor } from "@/components/hotels/PeriodPricingEditor";

export default async function CreatePeriodPricingPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <PeriodPricingEditor eventId={Number(eventId)} periodId={null} />;
}
