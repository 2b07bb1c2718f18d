import { defineRoute } from "@/lib/api/handler";
import { countEvents } from "@/lib/events/count-events";
import { EVENT_READ_PERMISSIONS } from "@/lib/events/menu";
import { eventSearchSchema } from "@/lib/events/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute(
  { access: EVENT_READ_PERMISSIONS, input: eventSearchSchema },
  ({ db, input }) => countEvents({ db, query: input }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
