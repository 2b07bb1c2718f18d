import { defineRoute } from "@/lib/api/handler";
import { listPermissions } from "@/lib/roles/repository";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Users" }, ({ db }) => listPermissions(db));

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
