import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { listAccountingRequests } from "@/lib/accounting/list-accounting-requests";
import { requestEventAccounting } from "@/lib/accounting/request-event-accounting";
import { accountingEventParamsSchema } from "@/lib/accounting/schemas";

export const GET = defineRoute(
  { access: "EventAccounting", params: accountingEventParamsSchema },
  ({ db, params }) => listAccountingRequests({ db, eventId: params.eventId }),
);

export const POST = defineRoute(
  { access: "EventAccounting", params: accountingEventParamsSchema },
  ({ db, caller, params }) => requestEventAccounting({ db, caller, eventId: params.eventId }),
);

export const { PUT, DELETE, PATCH } = methodNotAllowed("GET", "POST");

serveDirectly("/api/events/accountinglist/[eventId]", { GET, POST, PUT, DELETE, PATCH });
