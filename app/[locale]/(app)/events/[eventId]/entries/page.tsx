import { EntryList } from "@/components/entries/EntryList";

export default async function EventEntriesPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <EntryList eventId={Number(eventId)} />;
}
