import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { createPrediction } from "@/lib/kpi/create-prediction";
import { deletePrediction } from "@/lib/kpi/delete-prediction";
import { getKpi } from "@/lib/kpi/get-kpi";
import { createPredictionSchema, predictionRouteParamsSchema } from "@/lib/kpi/schemas";

/** GET /api/predictions/{eventId}: the KPI with the prediction. */
export const GET = defineRoute(
  { access: "EventsKPI", params: predictionRouteParamsSchema },
  ({ db, params, t }) => getKpi({ db, eventId: params.id, t }),
);

/** POST /api/predictions/{eventId} {ids}: create the prediction and start its job. */
export const POST = defineRoute(
  {
    access: "EventsKPI",
    params: predictionRouteParamsSchema,
    input: createPredictionSchema,
    notice: "saved",
  },
  ({ db, caller, params, input }) => createPrediction({ db, caller, eventId: params.id, ids: input.ids }),
);

/** DELETE /api/predictions/{id}: the prediction's own id. */
export const DELETE = defineRoute(
  { access: "EventsKPI", params: predictionRouteParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deletePrediction({ db, caller, id: params.id }),
);

export const { PUT, PATCH } = methodNotAllowed("GET", "POST", "DELETE");

serveDirectly("/api/predictions/[id]", { GET, POST, PUT, DELETE, PATCH });
