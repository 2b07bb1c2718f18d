import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { accounts, permissions, profiles, rolePermissions } from "@/db/schema";
import { PERMISSION_CODES, type PermissionCode } from "./permission-codes";

export type ProfileType = "User" | "Agent" | "Master";

export type Caller = {
  accountId: number;
  profileId: number;
  profileType: ProfileType;
  roleId: number;
  permissions: PermissionCode[];
};

/**
 * The signed-in account with its effective permissions; null when missing, disabled, or when the
 * token's version is older than the account's (its password, role or state changed since).
 */
export async function loadCaller(
  db: DbOrTx,
  { accountId, tokenVersion }: { accountId: number; tokenVersion: number },
): Promise<Caller | null> {
  const rows = await db
    .select({
      accountId: accounts.id,
      profileId: accounts.profileId,
      isDisabled: accounts.isDisabled,
      tokenVersion: accounts.tokenVersion,
      roleId: accounts.roleId,
      profileType: profiles.type,
      permissionCode: permissions.code,
    })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.id, accounts.profileId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, accounts.roleId))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(accounts.id, accountId));
  const first = rows[0];
  if (!first || first.isDisabled || first.tokenVersion !== tokenVersion) return null;
  const granted =
    first.profileType === "Master"
      ? [...PERMISSION_CODES]
      : PERMISSION_CODES.filter((code) => rows.some((row) => row.permissionCode === code));
  return {
    accountId: first.accountId,
    profileId: first.profileId,
    profileType: first.profileType,
    roleId: first.roleId,
    permissions: granted,
  };
}

export function hasPermission(caller: Caller, code: PermissionCode): boolean {
  return caller.permissions.includes(code);
}
