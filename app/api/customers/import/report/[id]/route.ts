import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { importRunParamsSchema } from "@/lib/customers/import-schemas";
import { getPlayersImportReport } from "@/lib/customers/get-players-import-report";

// The refused and skipped rows of a players import, with their reason, as .xlsx.
export const GET = defineRoute({ access: "Customers", params: importRunParamsSchema }, ({ db, params, t }) =>
  getPlayersImportReport({ db, runId: params.id, t }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/customers/import/report/[id]", { GET, POST, PUT, DELETE, PATCH });
