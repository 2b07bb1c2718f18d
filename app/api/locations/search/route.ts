import { defineRoute } from "@/lib/api/handler";
import { LOCATION_READ_ACCESS } from "@/lib/locations/access";
import { locationSearchSchema } from "@/lib/locations/schemas";
import { searchLocations } from "@/lib/locations/search-locations";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: LOCATION_READ_ACCESS, input: locationSearchSchema },
  ({ db, input }) => searchLocations({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
