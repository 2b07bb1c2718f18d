import { defineRoute } from "@/lib/api/handler";
import { LOCATION_READ_ACCESS } from "@/lib/locations/access";
import { deleteLocation } from "@/lib/locations/delete-location";
import { getLocation } from "@/lib/locations/get-location";
import { idParamsSchema } from "@/lib/profiles/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: LOCATION_READ_ACCESS, params: idParamsSchema }, ({ db, params }) =>
  getLocation({ db, id: params.id }),
);

export const DELETE = defineRoute(
  { access: "Locations", params: idParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deleteLocation({ db, caller, id: params.id }),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");

serveDirectly("/api/locations/[id]", { GET, POST, PUT, DELETE, PATCH });
