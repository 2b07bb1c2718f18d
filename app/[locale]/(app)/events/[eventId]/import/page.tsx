import { FestivalImport } from "@/components/festival-import/FestivalImport";

export default async function EventImportPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <FestivalImport eventId={Number(eventId)} />;
}
