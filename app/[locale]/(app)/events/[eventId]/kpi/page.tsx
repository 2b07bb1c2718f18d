import { EventKpi } from "@/components/kpi/EventKpi";

export default async function EventKpiPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <EventKpi eventId={Number(eventId)} />;
}
