import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { getPlayersImport } from "@/lib/customers/get-players-import";
import { importRunParamsSchema } from "@/lib/customers/import-schemas";

// A players import as the screen shows it (state, progress, preview); read again after a reload.
export const GET = defineRoute({ access: "Customers", params: importRunParamsSchema }, ({ db, params, t }) =>
  getPlayersImport({ db, runId: params.id, t }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/customers/import/[id]", { GET, POST, PUT, DELETE, PATCH });
