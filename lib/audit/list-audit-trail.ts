import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { hasPermission, type Caller } from "@/lib/auth/caller";
import { instantToApi } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { actionLabel, collectReferences, formatAuditChanges, whoLabel } from "./format-changes";
import { isReservationOfAgent, linkedPaymentId, listAuditRows, referenceNames } from "./repository";
import { auditEntityOf, type AuditTrailDto } from "./schemas";

/**
 * GET /api/audit/{entity}/{id}: who changed what and when, newest first, a page at a time, with
 * labels and values ready to show in the caller's language. The entity's own area permission is
 * needed (403); an Agent profile reads only the reservations it is assigned to (404, as the
 * reservation itself). The two halves of a transfer share the audit row of the outbound half.
 */
export async function listAuditTrail({
  db,
  caller,
  entityWord,
  id,
  before,
  limit,
  locale,
}: {
  db: DbOrTx;
  caller: Caller;
  entityWord: string;
  id: number;
  before?: number;
  limit: number;
  locale: Locale;
}): Promise<AuditTrailDto> {
  const target = auditEntityOf(entityWord);
  if (!target) throw new DomainError("auditEntityUnknown");
  if (!hasPermission(caller, target.permission)) throw new DomainError("forbidden");
  if (
    target.entity === "reservation" &&
    caller.profileType === "Agent" &&
    !(await isReservationOfAgent(db, id, caller.profileId))
  ) {
    throw new DomainError("reservationNotFound");
  }
  const entityIds = [id];
  if (target.entity === "payment") {
    const linked = await linkedPaymentId(db, id);
    if (linked) entityIds.push(linked);
  }
  const found = await listAuditRows(db, { entity: target.entity, entityIds, beforeId: before, limit });
  const rows = found.slice(0, limit);
  const names = await referenceNames(
    db,
    collectReferences(
      target.entity,
      rows.map((row) => row.changes),
    ),
  );
  return {
    more: found.length > limit,
    rows: rows.map((row) => ({
      id: row.id,
      at: instantToApi(row.at)!,
      action: row.action,
      actionLabel: actionLabel(row.action, locale),
      who: whoLabel(row, locale),
      changes: formatAuditChanges({ entity: target.entity, changes: row.changes, locale, names }),
    })),
  };
}
