import { LocationGroupList } from "@/components/locations/LocationGroupList";
import { withMessages } from "@/i18n/PageMessages";

function LocationGroupsPage() {
  return <LocationGroupList />;
}

export default withMessages(LocationGroupsPage, ["common", "locations"]);
