import { LocationGroupEditor } from "@/components/locations/LocationGroupEditor";
import { withMessages } from "@/i18n/PageMessages";

function CreateLocationGroupPage() {
  return <LocationGroupEditor groupId={null} />;
}

export default withMessages(CreateLocationGroupPage, ["common", "locations"]);
