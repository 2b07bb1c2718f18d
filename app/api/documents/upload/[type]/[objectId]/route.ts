import { defineRoute } from "@/lib/api/handler";
import { DOCUMENT_ACCESS } from "@/lib/documents/document-object";
import { uploadDocumentParamsSchema } from "@/lib/documents/schemas";
import { uploadDocument } from "@/lib/documents/upload-document";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// Multipart with one file field; the use case reads the body once the caller is allowed.
export const POST = defineRoute(
  { access: DOCUMENT_ACCESS, params: uploadDocumentParamsSchema, body: "multipart", notice: "saved" },
  ({ db, caller, params, req }) =>
    uploadDocument({
      db,
      caller,
      input: { objectType: params.type, objectId: params.objectId },
      request: req,
    }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/documents/upload/[type]/[objectId]", { GET, POST, PUT, DELETE, PATCH });
