import { defineRoute } from "@/lib/api/handler";
import { deleteProfile } from "@/lib/profiles/delete-profile";
import { getProfile } from "@/lib/profiles/get-profile";
import { idParamsSchema } from "@/lib/profiles/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// Users and agents are both profiles: the use case checks the permission of the profile's type.
const access = ["Users", "Agents"] as const;

export const GET = defineRoute({ access, params: idParamsSchema }, ({ db, caller, params }) =>
  getProfile({ db, caller, id: params.id }),
);

export const DELETE = defineRoute(
  { access, params: idParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deleteProfile({ db, caller, id: params.id }),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");

serveDirectly("/api/profiles/[id]", { GET, POST, PUT, DELETE, PATCH });
