import { ProfileEditor } from "@/components/profiles/ProfileEditor";

export default function CreateProfilePage() {
  return <ProfileEditor profileId={null} />;
}
