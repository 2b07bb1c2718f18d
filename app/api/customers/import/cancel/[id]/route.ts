import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { importRunParamsSchema } from "@/lib/customers/import-schemas";
import { requestCancel } from "@/lib/import/runs";

// Stops a players import: at once if not started, after the current batch if running.
export const POST = defineRoute(
  { access: "Customers", params: importRunParamsSchema },
  ({ db, caller, params }) => requestCancel({ db, caller, kind: "players", runId: params.id }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/customers/import/cancel/[id]", { GET, POST, PUT, DELETE, PATCH });
