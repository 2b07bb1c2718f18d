import { defineRoute } from "@/lib/api/handler";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { getAccountingReport } from "@/lib/accounting/get-accounting-report";
import { accountingRequestParamsSchema } from "@/lib/accounting/schemas";

export const GET = defineRoute(
  { access: "EventAccounting", params: accountingRequestParamsSchema },
  ({ db, params }) => getAccountingReport({ db, id: params.id }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");
