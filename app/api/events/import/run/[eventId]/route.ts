import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { runFestivalImport } from "@/lib/festival-import/run-festival-import";
import { festivalImportParamsSchema } from "@/lib/festival-import/schemas";

// Multipart with the files `entries` and `reservations` and the mapping step's choices (`mapping`, JSON).
export const POST = defineRoute(
  { access: "Events", params: festivalImportParamsSchema, body: "multipart", notice: "saved" },
  ({ db, caller, params, req, t }) =>
    runFestivalImport({ db, caller, eventId: params.eventId, request: req, t }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/events/import/run/[eventId]", { GET, POST, PUT, DELETE, PATCH });
