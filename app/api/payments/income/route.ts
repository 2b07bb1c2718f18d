import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { recordIncome } from "@/lib/cash/record-income";
import { movementInputSchema } from "@/lib/cash/schemas";

export const POST = defineRoute(
  { access: "EventAccounting", input: movementInputSchema, notice: "saved" },
  ({ db, caller, input }) => recordIncome({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/payments/income", { GET, POST, PUT, DELETE, PATCH });
