import { LocationList } from "@/components/locations/LocationList";
import { withMessages } from "@/i18n/PageMessages";

function LocationsPage() {
  return <LocationList />;
}

export default withMessages(LocationsPage, ["common", "locations"]);
