import { ProfileList } from "@/components/profiles/ProfileList";
import { withMessages } from "@/i18n/PageMessages";

function ProfilesPage() {
  return <ProfileList />;
}

export default withMessages(ProfilesPage, ["common", "profiles"]);
