import { defineRoute } from "@/lib/api/handler";
import { listPermissions } from "@/lib/roles/repository";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Users" }, ({ db }) => listPermissions(db));

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/roles/permissions", { GET, POST, PUT, DELETE, PATCH });
