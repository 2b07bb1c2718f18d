import { defineRoute } from "@/lib/api/handler";
import { countLocations } from "@/lib/locations/count-locations";
import { locationSearchSchema } from "@/lib/locations/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Locations", input: locationSearchSchema }, ({ db, input }) =>
  countLocations({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/locations/count", { GET, POST, PUT, DELETE, PATCH });
