import { ProfileEditor } from "@/components/profiles/ProfileEditor";
import { withMessages } from "@/i18n/PageMessages";

function CreateProfilePage() {
  return <ProfileEditor profileId={null} />;
}

export default withMessages(CreateProfilePage, ["common", "documents", "profiles"]);
