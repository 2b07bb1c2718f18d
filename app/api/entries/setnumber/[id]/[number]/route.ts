import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { setEntryNumberParamsSchema } from "@/lib/entries/schemas";
import { setEntryNumber } from "@/lib/entries/set-entry-number";

export const POST = defineRoute(
  { access: "EventsEntries", params: setEntryNumberParamsSchema },
  ({ db, caller, params }) => setEntryNumber({ db, caller, id: params.id, number: params.number }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/entries/setnumber/[id]/[number]", { GET, POST, PUT, DELETE, PATCH });
