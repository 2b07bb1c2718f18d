import { defineRoute } from "@/lib/api/handler";
import { saveLocationGroup } from "@/lib/locations/save-location-group";
import { saveLocationGroupSchema } from "@/lib/locations/schemas";

export const POST = defineRoute(
  { access: "Locations", input: saveLocationGroupSchema, notice: "saved" },
  ({ db, caller, input }) => saveLocationGroup({ db, caller, input }),
);
