import { defineRoute } from "@/lib/api/handler";
import { DOCUMENT_ACCESS } from "@/lib/documents/document-object";
import { listDocuments } from "@/lib/documents/list-documents";
import { objectIdParamsSchema } from "@/lib/documents/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: DOCUMENT_ACCESS, params: objectIdParamsSchema },
  ({ db, caller, params }) => listDocuments({ db, caller, objectId: params.objectId }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/documents/listforobject/[objectId]", { GET, POST, PUT, DELETE, PATCH });
