import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { accounts, auditLog, permissions, profiles, roles } from "@/db/schema";
import type { PermissionCode } from "@/lib/auth/permission-codes";

/** The audit rows of one entity, oldest first. */
export function auditRows(entity: string, entityId: number | string) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

export async function profileRow(id: number) {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, id));
  return row ?? null;
}

export function profilesByLastName(lastName: string) {
  return getDb().select().from(profiles).where(eq(profiles.lastName, lastName));
}

export async function accountRow(id: number) {
  const [row] = await getDb().select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

export async function roleRow(id: number) {
  const [row] = await getDb().select().from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** The ids of the given permission codes, in the order given. */
export async function permissionIds(codes: PermissionCode[]): Promise<number[]> {
  const rows = await getDb().select().from(permissions).where(inArray(permissions.code, codes));
  return codes.map((code) => rows.find((row) => row.code === code)!.id);
}

export async function setDisabled(accountId: number, isDisabled: boolean): Promise<void> {
  await getDb().update(accounts).set({ isDisabled }).where(eq(accounts.id, accountId));
}
