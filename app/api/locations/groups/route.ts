import { defineRoute } from "@/lib/api/handler";
import { listLocationGroups } from "@/lib/locations/repository";

export const GET = defineRoute({ access: "Locations" }, ({ db }) => listLocationGroups(db));
