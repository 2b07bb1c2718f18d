import { PeriodPricingEditor } from "@/components/hotels/PeriodPricingEditor";
import { withMessages } from "@/i18n/PageMessages";

async function CreatePeriodPricingPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <PeriodPricingEditor eventId={Number(eventId)} periodId={null} />;
}

export default withMessages(CreatePeriodPricingPage, ["audit", "common", "hotels"]);
