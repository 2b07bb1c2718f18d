import { defineRoute } from "@/lib/api/handler";
import { saveLocationGroup } from "@/lib/locations/save-location-group";
import { saveLocationGroupSchema } from "@/lib/locations/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Locations", input: saveLocationGroupSchema, notice: "saved" },
  ({ db, caller, input }) => saveLocationGroup({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/locations/group", { GET, POST, PUT, DELETE, PATCH });
