import { ProfileList } from "@/components/profiles/ProfileList";

export default function ProfilesPage() {
  return <ProfileList />;
}
