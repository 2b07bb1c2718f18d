import { defineRoute } from "@/lib/api/handler";
import { saveEvent } from "@/lib/events/save-event";
import { saveEventSchema } from "@/lib/events/schemas";

export const POST = defineRoute(
  { access: "Events", input: saveEventSchema, notice: "saved" },
  ({ db, caller, input }) => saveEvent({ db, caller, input }),
);
