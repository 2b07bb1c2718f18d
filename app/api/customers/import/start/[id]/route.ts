import { defineRoute } from "@/lib/api/handler";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { importRunParamsSchema, importStartSchema } from "@/lib/customers/import-schemas";
import { startPlayersImport } from "@/lib/customers/start-players-import";

// "Importa": the decisions on likely duplicates, then the background job.
export const POST = defineRoute(
  { access: "Customers", params: importRunParamsSchema, input: importStartSchema },
  ({ db, caller, params, input }) => startPlayersImport({ db, caller, runId: params.id, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");
