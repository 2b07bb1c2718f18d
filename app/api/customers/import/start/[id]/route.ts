import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { importRunParamsSchema, importStartSchema } from "@/lib/customers/import-schemas";
import { startPlayersImport } from "@/lib/customers/start-players-import";

// "Importa": the decisions on likely duplicates, then the background job.
export const POST = defineRoute(
  { access: "Customers", params: importRunParamsSchema, input: importStartSchema },
  ({ db, caller, params, input }) => startPlayersImport({ db, caller, runId: params.id, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/customers/import/start/[id]", { GET, POST, PUT, DELETE, PATCH });
