import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { checkAvailability } from "@/lib/reservations/check-availability";
import { checkAvailabilitySchema } from "@/lib/reservations/schemas";

// SPEC.md writes /reservations/CheckAvailability: the proxy lowers the word.
export const GET = defineRoute({ access: "Reservations", input: checkAvailabilitySchema }, ({ db, input }) =>
  checkAvailability({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/reservations/checkavailability", { GET, POST, PUT, DELETE, PATCH });
