import { LocationEditor } from "@/components/locations/LocationEditor";
import { withMessages } from "@/i18n/PageMessages";

async function EditLocationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LocationEditor key={id} locationId={Number(id)} />;
}

export default withMessages(EditLocationPage, ["common", "documents", "locations"]);
