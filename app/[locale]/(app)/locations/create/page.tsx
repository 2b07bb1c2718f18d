import { LocationEditor } from "@/components/locations/LocationEditor";

export default function CreateLocationPage() {
  return <LocationEditor locationId={null} />;
}
