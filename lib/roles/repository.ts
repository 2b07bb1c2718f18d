import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { accounts, permissions, rolePermissions, roles } from "@/db/schema";
import type { PermissionDto, RoleDto } from "./schemas";

export function listPermissions(db: DbOrTx): Promise<PermissionDto[]> {
  return db.select().from(permissions).orderBy(asc(permissions.id));
}

/** Roles with their permissions; all of them, or those with the given ids. */
export async function listRoles(db: DbOrTx, ids?: number[]): Promise<RoleDto[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      isDefault: roles.isDefault,
      permission: { id: permissions.id, code: permissions.code, description: permissions.description },
    })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(ids ? inArray(roles.id, ids) : undefined)
    .orderBy(
      sql`${roles.isDefault} desc`,
      asc(sql`lower(${roles.name})`),
      asc(roles.id),
      asc(permissions.id),
    );
  const byId = new Map<number, RoleDto>();
  for (const row of rows) {
    let role = byId.get(row.id);
    if (!role) {
      role = { id: row.id, name: row.name, isDefault: row.isDefault, permissions: [] };
      byId.set(row.id, role);
    }
    if (row.permission) role.permissions.push(row.permission);
  }
  return [...byId.values()];
}

export async function findRole(db: DbOrTx, id: number): Promise<RoleDto | null> {
  const [role] = await listRoles(db, [id]);
  return role ?? null;
}

export async function countAccountsWithRole(db: DbOrTx, roleId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(accounts).where(eq(accounts.roleId, roleId));
  return row?.value ?? 0;
}

export async function isRoleNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(sql`lower(${roles.name})`, name.toLowerCase()));
  return rows.some((row) => row.id !== exceptId);
}
