import { LocationList } from "@/components/locations/LocationList";

export default function LocationsPage() {
  return <LocationList />;
}
