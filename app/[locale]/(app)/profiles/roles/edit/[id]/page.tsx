import { RoleEditor } from "@/components/roles/RoleEditor";

export default async function EditRolePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RoleEditor roleId={Number(id)} />;
}
