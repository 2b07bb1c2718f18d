import { FestivalImport } from "@/components/festival-import/FestivalImport";
import { withMessages } from "@/i18n/PageMessages";

async function EventImportPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <FestivalImport eventId={Number(eventId)} />;
}

export default withMessages(EventImportPage, ["events"]);
