import { defineRoute } from "@/lib/api/handler";
import { DOCUMENT_ACCESS } from "@/lib/documents/document-object";
import { renameDocument } from "@/lib/documents/rename-document";
import { renameDocumentParamsSchema } from "@/lib/documents/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: DOCUMENT_ACCESS, params: renameDocumentParamsSchema, notice: "saved" },
  ({ db, caller, params }) => renameDocument({ db, caller, input: { id: params.id, name: params.name } }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/documents/update/[id]/[name]", { GET, POST, PUT, DELETE, PATCH });
