import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { sendCommunications } from "@/lib/communications/send-communications";
import { sendCommunicationsSchema } from "@/lib/communications/schemas";

export const POST = defineRoute(
  { access: "EventsCommunications", input: sendCommunicationsSchema, notice: "saved" },
  ({ db, caller, input }) => sendCommunications({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/communications", { GET, POST, PUT, DELETE, PATCH });
