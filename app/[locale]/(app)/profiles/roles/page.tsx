import { RoleList } from "@/components/roles/RoleList";

export default function RolesPage() {
  return <RoleList />;
}
