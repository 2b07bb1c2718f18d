import { LocationGroupEditor } from "@/components/locations/LocationGroupEditor";

export default function CreateLocationGroupPage() {
  return <LocationGroupEditor groupId={null} />;
}
