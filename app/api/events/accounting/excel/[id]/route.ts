import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { exportAccountingExcel } from "@/lib/accounting/export-accounting-excel";
import { accountingRequestParamsSchema } from "@/lib/accounting/schemas";

export const GET = defineRoute(
  { access: "EventAccounting", params: accountingRequestParamsSchema },
  ({ db, params, locale }) => exportAccountingExcel({ db, id: params.id, locale }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/events/accounting/excel/[id]", { GET, POST, PUT, DELETE, PATCH });
