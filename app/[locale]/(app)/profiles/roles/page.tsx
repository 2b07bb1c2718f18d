import { RoleList } from "@/components/roles/RoleList";
import { withMessages } from "@/i18n/PageMessages";

function RolesPage() {
  return <RoleList />;
}

export default withMessages(RolesPage, ["common", "roles"]);
