import { defineRoute } from "@/lib/api/handler";
import { saveLocation } from "@/lib/locations/save-location";
import { saveLocationSchema } from "@/lib/locations/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Locations", input: saveLocationSchema, notice: "saved" },
  ({ db, caller, input }) => saveLocation({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/locations", { GET, POST, PUT, DELETE, PATCH });
