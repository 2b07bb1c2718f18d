import { MovementList } from "@/components/cash/MovementList";

export default async function MovementListPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <MovementList eventId={Number(eventId)} />;
}
