import { defineRoute } from "@/lib/api/handler";
import { listLocationGroups } from "@/lib/locations/repository";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "Locations" }, ({ db }) => listLocationGroups(db));

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/locations/groups", { GET, POST, PUT, DELETE, PATCH });
