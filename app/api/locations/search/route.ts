import { defineRoute } from "@/lib/api/handler";
import { LOCATION_READ_ACCESS } from "@/lib/locations/access";
import { locationSearchSchema } from "@/lib/locations/schemas";
import { searchLocations } from "@/lib/locations/search-locations";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: LOCATION_READ_ACCESS, input: locationSearchSchema },
  ({ db, input }) => searchLocations({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/locations/search", { GET, POST, PUT, DELETE, PATCH });
