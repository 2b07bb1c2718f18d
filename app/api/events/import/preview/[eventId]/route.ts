import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { previewFestivalImport } from "@/lib/festival-import/preview-festival-import";
import { festivalImportParamsSchema } from "@/lib/festival-import/schemas";

// Multipart with the files `entries` and `reservations`; read once the caller is allowed.
export const POST = defineRoute(
  { access: "Events", params: festivalImportParamsSchema, body: "multipart" },
  ({ db, params, req, t }) => previewFestivalImport({ db, eventId: params.eventId, request: req, t }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/events/import/preview/[eventId]", { GET, POST, PUT, DELETE, PATCH });
