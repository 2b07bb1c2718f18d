import { defineRoute } from "@/lib/api/handler";
import { idParamsSchema } from "@/lib/profiles/schemas";
import { deleteRole } from "@/lib/roles/delete-role";
import { getRole } from "@/lib/roles/get-role";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Users", params: idParamsSchema }, ({ db, params }) =>
  getRole({ db, id: params.id }),
);

export const DELETE = defineRoute(
  { access: "Users", params: idParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deleteRole({ db, caller, id: params.id }),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");

serveDirectly("/api/roles/[id]", { GET, POST, PUT, DELETE, PATCH });
