import type { DbOrTx } from "@/db/client";
import { auditLog } from "@/db/schema";

type AuditValue = unknown;
const HIDDEN_FIELDS = new Set(["passwordHash", "password", "confirmPassword"]);

/** Field-by-field difference, with secrets replaced by a marker. */
export function diffForAudit(
  before: Record<string, AuditValue> | null,
  after: Record<string, AuditValue> | null,
): Record<string, { from: AuditValue; to: AuditValue }> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { from: AuditValue; to: AuditValue }> = {};
  for (const key of keys) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[key] = HIDDEN_FIELDS.has(key) ? { from: "***", to: "***" } : { from, to };
  }
  return changes;
}

/** Writes one audit row; call it with the transaction that makes the change. */
export async function writeAudit(
  db: DbOrTx,
  entry: {
    accountId: number | null;
    entity: string;
    entityId: number | string;
    action: "create" | "update" | "delete" | string;
    before?: Record<string, AuditValue> | null;
    after?: Record<string, AuditValue> | null;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    accountId: entry.accountId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    changes: diffForAudit(entry.before ?? null, entry.after ?? null),
  });
}
