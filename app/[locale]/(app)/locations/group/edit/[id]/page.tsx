import { LocationGroupEditor } from "@/components/locations/LocationGroupEditor";
import { withMessages } from "@/i18n/PageMessages";

async function EditLocationGroupPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LocationGroupEditor key={id} groupId={Number(id)} />;
}

export default withMessages(EditLocationGroupPage, ["common", "locations"]);
