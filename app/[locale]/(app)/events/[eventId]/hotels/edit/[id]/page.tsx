import { PeriodPricingEditor } from "@/components/hotels/PeriodPricingEditor";

export default async function EditPeriodPricingPage({
  params,
}: {
  params: Promise<{ eventId: string; id: string }>;
}) {
  const { eventId, id } = await params;
  return <PeriodPricingEditor eventId={Number(eventId)} periodId={Number(id)} />;
}
