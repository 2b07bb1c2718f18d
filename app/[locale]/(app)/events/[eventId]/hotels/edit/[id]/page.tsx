import { PeriodPricingEditor } from "@/components/hotels/PeriodPricingEditor";
import { withMessages } from "@/i18n/PageMessages";

async function EditPeriodPricingPage({ params }: { params: Promise<{ eventId: string; id: string }> }) {
  const { eventId, id } = await params;
  return <PeriodPricingEditor eventId={Number(eventId)} periodId={Number(id)} />;
}

export default withMessages(EditPeriodPricingPage, ["audit", "common", "hotels"]);
