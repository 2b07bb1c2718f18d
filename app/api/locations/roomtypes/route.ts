import { defineRoute } from "@/lib/api/handler";
import { LOCATION_READ_ACCESS } from "@/lib/locations/access";
import { addRoomType } from "@/lib/locations/add-room-type";
import { listRoomTypes } from "@/lib/locations/repository";
import { saveRoomTypeSchema } from "@/lib/locations/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: LOCATION_READ_ACCESS }, ({ db }) => listRoomTypes(db));

export const POST = defineRoute(
  { access: "Locations", input: saveRoomTypeSchema, notice: "saved" },
  ({ db, caller, input }) => addRoomType({ db, caller, input }),
);

export const { PUT, DELETE, PATCH } = methodNotAllowed("GET", "POST");

serveDirectly("/api/locations/roomtypes", { GET, POST, PUT, DELETE, PATCH });
