import { RoleEditor } from "@/components/roles/RoleEditor";
import { withMessages } from "@/i18n/PageMessages";

async function EditRolePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RoleEditor roleId={Number(id)} />;
}

export default withMessages(EditRolePage, ["common", "roles"]);
