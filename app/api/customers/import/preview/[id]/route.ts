import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { importPreviewSchema, importRunParamsSchema } from "@/lib/customers/import-schemas";
import { previewPlayersImport } from "@/lib/customers/preview-players-import";

// The whole file read with the user's column mapping: rows, problems and duplicates, nothing written.
export const POST = defineRoute(
  { access: "Customers", params: importRunParamsSchema, input: importPreviewSchema },
  ({ db, caller, params, input, t }) =>
    previewPlayersImport({ db, caller, runId: params.id, mapping: input.mapping, t }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/customers/import/preview/[id]", { GET, POST, PUT, DELETE, PATCH });
