import { HotelsAccount } from "@/components/cash/HotelsAccount";
import { withMessages } from "@/i18n/PageMessages";

async function HotelsAccountPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <HotelsAccount eventId={Number(eventId)} />;
}

export default withMessages(HotelsAccountPage, ["cash", "common"]);
