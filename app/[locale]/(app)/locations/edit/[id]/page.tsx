import { LocationEditor } from "@/components/locations/LocationEditor";

export default async function EditLocationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LocationEditor key={id} locationId={Number(id)} />;
}
