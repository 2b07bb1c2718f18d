import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { accounts, permissions, profiles, refreshTokens, rolePermissions } from "@/db/schema";
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
 * One statement per call, prepared once per connection (no SQL built, parsed or planned again):
 * the account, its profile type and the codes its role grants, aggregated into one row, and
 * whether the token's sign-in (its refresh family) has been ended, in the same round trip.
 */
function callerStatement(db: DbOrTx) {
  return db
    .select({
      accountId: accounts.id,
      profileId: accounts.profileId,
      isDisabled: accounts.isDisabled,
      tokenVersion: accounts.tokenVersion,
      roleId: accounts.roleId,
      profileType: profiles.type,
      permissionCodes: sql<
        string[]
      >`coalesce(array_agg(${permissions.code}) filter (where ${permissions.code} is not null), '{}')`,
      // Logout and a replayed refresh token revoke every token of the family (refresh_tokens_family_idx).
      familyRevoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.family} = ${sql.placeholder("family")} and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.id, accounts.profileId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, accounts.roleId))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(accounts.id, sql.placeholder("accountId")))
    .groupBy(accounts.id, profiles.type)
    .prepare("load_caller");
}

const statements = new WeakMap<DbOrTx, ReturnType<typeof callerStatement>>();

/**
 * The signed-in account with its effective permissions; null when missing, disabled, when the
 * token's version is older than the account's (its password, role or state changed since), or
 * when the token's sign-in was ended (its refresh family revoked: logout).
 * Read on every call, so that such a change, or a change of the role's permissions, takes effect
 * at once in every server process.
 */
export async function loadCaller(
  db: DbOrTx,
  { accountId, tokenVersion, family }: { accountId: number; tokenVersion: number; family: string },
): Promise<Caller | null> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = callerStatement(db)));
  const [row] = await statement.execute({ accountId, family });
  if (!row || row.isDisabled || row.tokenVersion !== tokenVersion || row.familyRevoked) return null;
  const granted =
    row.profileType === "Master"
      ? [...PERMISSION_CODES]
      : PERMISSION_CODES.filter((code) => row.permissionCodes.includes(code));
  return {
    accountId: row.accountId,
    profileId: row.profileId,
    profileType: row.profileType,
    roleId: row.roleId,
    permissions: granted,
  };
}

export function hasPermission(caller: Caller, code: PermissionCode): boolean {
  return caller.permissions.includes(code);
}
