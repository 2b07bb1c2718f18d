import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { getCustomersEntries } from "@/lib/entries/get-customers-entries";
import { customerIdListSchema, entryEventParamsSchema } from "@/lib/entries/schemas";

/** A read sent as POST because its input is an id list; the reservation form reads it too. */
export const POST = defineRoute(
  {
    access: ["EventsEntries", "Reservations"],
    params: entryEventParamsSchema,
    input: customerIdListSchema,
  },
  ({ db, params, input }) => getCustomersEntries({ db, eventId: params.eventId, customerIds: input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/entries/getbycustomersinevent/[eventId]", { GET, POST, PUT, DELETE, PATCH });
