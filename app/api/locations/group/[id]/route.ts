import { defineRoute } from "@/lib/api/handler";
import { deleteLocationGroup } from "@/lib/locations/delete-location-group";
import { getLocationGroup } from "@/lib/locations/get-location-group";
import { idParamsSchema } from "@/lib/profiles/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Locations", params: idParamsSchema }, ({ db, params }) =>
  getLocationGroup({ db, id: params.id }),
);

export const DELETE = defineRoute(
  { access: "Locations", params: idParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deleteLocationGroup({ db, caller, id: params.id }),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");

serveDirectly("/api/locations/group/[id]", { GET, POST, PUT, DELETE, PATCH });
