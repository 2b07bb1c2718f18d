import { RoleEditor } from "@/components/roles/RoleEditor";
import { withMessages } from "@/i18n/PageMessages";

function CreateRolePage() {
  return <RoleEditor roleId={null} />;
}

export default withMessages(CreateRolePage, ["common", "roles"]);
