import { HotelsAccount } from "@/components/cash/HotelsAccount";

export default async function HotelsAccountPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <HotelsAccount eventId={Number(eventId)} />;
}
