import { defineRoute } from "@/lib/api/handler";
import { LOCATION_READ_ACCESS } from "@/lib/locations/access";
import { locationSearchSchema } from "@/lib/locations/schemas";
import { searchLocations } from "@/lib/locations/search-locations";

export const GET = defineRoute(
  { access: LOCATION_READ_ACCESS, input: locationSearchSchema },
  ({ db, input }) => searchLocations({ db, query: input }),
);
