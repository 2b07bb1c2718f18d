import { defineRoute } from "@/lib/api/handler";
import { listPermissions } from "@/lib/roles/repository";

export const GET = defineRoute({ access: "Users" }, ({ db }) => listPermissions(db));
