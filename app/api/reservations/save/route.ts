import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute, RouteResult } from "@/lib/api/handler";
import { zodErrorMap } from "@/lib/api/validation";
import { saveReservation } from "@/lib/reservations/save-reservation";
import { saveReservationBodySchema, saveReservationQuerySchema } from "@/lib/reservations/schemas";

export const POST = defineRoute(
  { access: "Reservations", input: saveReservationBodySchema, notice: "saved" },
  async ({ db, caller, input, req, locale, t }) => {
    const options = saveReservationQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams), {
      error: zodErrorMap(locale),
    });
    const { overbooked, ...saved } = await saveReservation({ db, caller, input: input.reservation, options });
    return new RouteResult(saved, overbooked ? [t("notices.overbooking")] : []);
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/reservations/save", { GET, POST, PUT, DELETE, PATCH });
