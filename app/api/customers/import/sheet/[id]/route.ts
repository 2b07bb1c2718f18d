import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { choosePlayersImportSheet } from "@/lib/customers/upload-players-import";
import { importRunParamsSchema, importSheetSchema } from "@/lib/customers/import-schemas";

// The sheet to read of a workbook with several.
export const POST = defineRoute(
  { access: "Customers", params: importRunParamsSchema, input: importSheetSchema },
  ({ db, caller, params, input }) =>
    choosePlayersImportSheet({ db, caller, runId: params.id, sheet: input.sheet }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/customers/import/sheet/[id]", { GET, POST, PUT, DELETE, PATCH });
