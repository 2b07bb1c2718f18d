import { defineRoute } from "@/lib/api/handler";
import { listRoles } from "@/lib/roles/repository";

export const GET = defineRoute({ access: "Users" }, ({ db }) => listRoles(db));
