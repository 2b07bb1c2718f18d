import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";
import type { PermissionCode } from "@/lib/auth/permission-codes";

/**
 * The records whose audit trail staff can read (GET /api/audit/{entity}/{id}): the path's word,
 * the entity name the audit rows carry, and the permission of the area whose pages show it.
 */
export const AUDIT_ENTITIES = {
  reservation: { entity: "reservation", permission: "Reservations" },
  event: { entity: "event", permission: "Events" },
  periodpricing: { entity: "periodPricing", permission: "EventsHotel" },
  customer: { entity: "customer", permission: "Customers" },
  payment: { entity: "payment", permission: "EventAccounting" },
} as const satisfies Record<string, { entity: string; permission: PermissionCode }>;

export type AuditEntityWord = keyof typeof AUDIT_ENTITIES;
export type AuditEntity = (typeof AUDIT_ENTITIES)[AuditEntityWord]["entity"];

/** The entry of a path word, or null for a word that names no audited record (a 404). */
export function auditEntityOf(word: string) {
  return Object.hasOwn(AUDIT_ENTITIES, word) ? AUDIT_ENTITIES[word as AuditEntityWord] : null;
}

/** Anyone holding one of these may call the route; the entity's own permission is checked next. */
export const AUDIT_ACCESS = [
  ...new Set(Object.values(AUDIT_ENTITIES).map((entry) => entry.permission)),
] as PermissionCode[];

export const auditParamsSchema = z.object({
  entity: z
    .string()
    .max(40)
    .min(1)
    .transform((value) => value.toLowerCase()),
  id: dbIdSchema,
});

/** Newest first, `limit` rows at a time; `before` is the last row id of the previous page. */
export const AUDIT_PAGE_SIZE = 20;
export const auditQuerySchema = z.object({
  before: dbIdSchema.optional(),
  limit: z
    .union([z.number(), z.string().regex(/^\d{1,3}$/)])
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .optional()
    .default(AUDIT_PAGE_SIZE),
});

/** One changed field, ready to show: label and values formatted in the caller's language. */
export type AuditChangeDto = { field: string; label: string; from: string; to: string };

export type AuditRowDto = {
  id: number;
  /** Europe/Rome local timestamp "YYYY-MM-DDTHH:mm:ss". */
  at: string;
  action: string;
  actionLabel: string;
  /** Who made the change: the account's person, or a marker for the system / a removed account. */
  who: string;
  changes: AuditChangeDto[];
};

export type AuditTrailDto = { rows: AuditRowDto[]; more: boolean };
