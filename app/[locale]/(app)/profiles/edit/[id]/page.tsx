import { ProfileEditor } from "@/components/profiles/ProfileEditor";
import { withMessages } from "@/i18n/PageMessages";

async function EditProfilePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProfileEditor profileId={Number(id)} />;
}

export default withMessages(EditProfilePage, ["common", "documents", "profiles"]);
