import { defineRoute } from "@/lib/api/handler";
import { saveLocationGroup } from "@/lib/locations/save-location-group";
import { saveLocationGroupSchema } from "@/lib/locations/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Locations", input: saveLocationGroupSchema, notice: "saved" },
  ({ db, caller, input }) => saveLocationGroup({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");
