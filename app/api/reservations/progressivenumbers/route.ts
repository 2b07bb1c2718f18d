import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute, RouteResult } from "@/lib/api/handler";
import { assignProgressiveNumbers } from "@/lib/reservations/assign-progressive-numbers";
import { progressiveNumbersCriteriaSchema } from "@/lib/reservations/search-schemas";

export const POST = defineRoute(
  { access: "Reservations", input: progressiveNumbersCriteriaSchema },
  async ({ db, caller, input, t }) => {
    const result = await assignProgressiveNumbers({ db, caller, criteria: input });
    return new RouteResult(result, [t("notices.progressiveNumbersAssigned")]);
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/reservations/progressivenumbers", { GET, POST, PUT, DELETE, PATCH });
