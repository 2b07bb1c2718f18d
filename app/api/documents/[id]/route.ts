import { defineRoute } from "@/lib/api/handler";
import { deleteDocument } from "@/lib/documents/delete-document";
import { DOCUMENT_ACCESS } from "@/lib/documents/document-object";
import { documentIdParamsSchema } from "@/lib/documents/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const DELETE = defineRoute(
  { access: DOCUMENT_ACCESS, params: documentIdParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deleteDocument({ db, caller, id: params.id }),
);

export const { GET, POST, PUT, PATCH } = methodNotAllowed("DELETE");

serveDirectly("/api/documents/[id]", { GET, POST, PUT, DELETE, PATCH });
