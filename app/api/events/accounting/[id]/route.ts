import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { getAccountingReport } from "@/lib/accounting/get-accounting-report";
import { accountingRequestParamsSchema } from "@/lib/accounting/schemas";

export const GET = defineRoute(
  { access: "EventAccounting", params: accountingRequestParamsSchema },
  ({ db, params }) => getAccountingReport({ db, id: params.id }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/events/accounting/[id]", { GET, POST, PUT, DELETE, PATCH });
