import { LocationGroupEditor } from "@/components/locations/LocationGroupEditor";

export default async function EditLocationGroupPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LocationGroupEditor key={id} groupId={Number(id)} />;
}
