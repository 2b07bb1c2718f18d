import { defineRoute } from "@/lib/api/handler";
import { DOCUMENT_ACCESS } from "@/lib/documents/document-object";
import { downloadDocument } from "@/lib/documents/download-document";
import { documentIdParamsSchema } from "@/lib/documents/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// Answers the file itself; failures answer the usual JSON envelope.
export const GET = defineRoute(
  { access: DOCUMENT_ACCESS, params: documentIdParamsSchema },
  ({ db, caller, params }) => downloadDocument({ db, caller, id: params.id }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/documents/download/[id]", { GET, POST, PUT, DELETE, PATCH });
