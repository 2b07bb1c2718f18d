import { LocationGroupList } from "@/components/locations/LocationGroupList";

export default function LocationGroupsPage() {
  return <LocationGroupList />;
}
