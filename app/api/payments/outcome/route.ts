import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { recordOutcome } from "@/lib/cash/record-outcome";
import { movementInputSchema } from "@/lib/cash/schemas";

export const POST = defineRoute(
  { access: "EventAccounting", input: movementInputSchema, notice: "saved" },
  ({ db, caller, input }) => recordOutcome({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/payments/outcome", { GET, POST, PUT, DELETE, PATCH });
