import { RoleEditor } from "@/components/roles/RoleEditor";

export default function CreateRolePage() {
  return <RoleEditor roleId={null} />;
}
