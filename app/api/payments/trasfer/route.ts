import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { recordTransfer } from "@/lib/cash/record-transfer";
import { transferInputSchema } from "@/lib/cash/schemas";

export const POST = defineRoute(
  { access: "EventAccounting", input: transferInputSchema, notice: "saved" },
  ({ db, caller, input }) => recordTransfer({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/payments/trasfer", { GET, POST, PUT, DELETE, PATCH });
