import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { addEntries } from "@/lib/entries/add-entries";
import { deleteEntry } from "@/lib/entries/delete-entry";
import { customerIdListSchema, entryIdParamsSchema } from "@/lib/entries/schemas";

/** POST /api/entries/{eventId} (one dynamic segment serves both: Next allows one name per level). */
export const POST = defineRoute(
  { access: "EventsEntries", params: entryIdParamsSchema, input: customerIdListSchema, notice: "saved" },
  ({ db, caller, params, input }) => addEntries({ db, caller, eventId: params.id, customerIds: input }),
);

/** DELETE /api/entries/{id} */
export const DELETE = defineRoute(
  { access: "EventsEntries", params: entryIdParamsSchema, notice: "deleted" },
  ({ db, caller, params }) => deleteEntry({ db, caller, id: params.id }),
);

export const { GET, PUT, PATCH } = methodNotAllowed("POST", "DELETE");

serveDirectly("/api/entries/[id]", { GET, POST, PUT, DELETE, PATCH });
