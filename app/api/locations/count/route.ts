import { defineRoute } from "@/lib/api/handler";
import { countLocations } from "@/lib/locations/count-locations";
import { locationSearchSchema } from "@/lib/locations/schemas";

export const GET = defineRoute({ access: "Locations", input: locationSearchSchema }, ({ db, input }) =>
  countLocations({ db, query: input }),
);
