import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { defineRoute } from "@/lib/api/handler";
import { recordCashFund } from "@/lib/cash/record-cash-fund";
import { cashFundInputSchema } from "@/lib/cash/schemas";

export const POST = defineRoute(
  { access: "EventAccounting", input: cashFundInputSchema, notice: "saved" },
  ({ db, caller, input }) => recordCashFund({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/payments/cash-fund", { GET, POST, PUT, DELETE, PATCH });
