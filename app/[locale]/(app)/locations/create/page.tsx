import { LocationEditor } from "@/components/locations/LocationEditor";
import { withMessages } from "@/i18n/PageMessages";

function CreateLocationPage() {
  return <LocationEditor locationId={null} />;
}

export default withMessages(CreateLocationPage, ["common", "documents", "locations"]);
