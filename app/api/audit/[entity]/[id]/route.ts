import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { listAuditTrail } from "@/lib/audit/list-audit-trail";
import { AUDIT_ACCESS, auditParamsSchema, auditQuerySchema } from "@/lib/audit/schemas";

// Any area permission of an audited record lets the call in; the use case checks the entity's own.
export const GET = defineRoute(
  { access: AUDIT_ACCESS, params: auditParamsSchema, input: auditQuerySchema },
  ({ db, caller, params, input, locale }) =>
    listAuditTrail({
      db,
      caller,
      entityWord: params.entity,
      id: params.id,
      before: input.before,
      limit: input.limit,
      locale,
    }),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");

serveDirectly("/api/audit/[entity]/[id]", { GET, POST, PUT, DELETE, PATCH });
