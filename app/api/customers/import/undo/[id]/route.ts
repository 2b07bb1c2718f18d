import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { importRunParamsSchema } from "@/lib/customers/import-schemas";
import { undoPlayersImport } from "@/lib/customers/undo-players-import";

// Takes a finished players import back while its players have no reservations or entries.
export const POST = defineRoute(
  { access: "Customers", params: importRunParamsSchema },
  ({ db, caller, params }) => undoPlayersImport({ db, caller, runId: params.id }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/customers/import/undo/[id]", { GET, POST, PUT, DELETE, PATCH });
