import { randomBytes, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { accounts, permissions, profiles, rolePermissions, roles } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import type { PermissionCode } from "@/lib/auth/permission-codes";
import { issueAccessToken } from "@/lib/auth/tokens";
import { personSearchKey, searchKey } from "@/lib/names/fold-name";

export const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

/**
 * One search word: the prefix and 8 random letters. Letters only, so that a test searching for a
 * number ("07") never matches the random part by chance (hex digits could).
 */
export const uniqueWord = (prefix: string) =>
  `${prefix}${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;

/** A person's names with their search key, as the app writes them (lib/names/fold-name.ts). */
export function withPersonKey<
  T extends { lastName: string; firstName?: string | null; email?: string | null },
>(person: T): T & { searchKey: string } {
  return { ...person, searchKey: personSearchKey(person) };
}

/** A hotel's or event's name with its search key. */
export function withNameKey(name: string): { name: string; searchKey: string } {
  return { name, searchKey: searchKey([name]) };
}

export async function createRole(options: { name?: string; permissions?: PermissionCode[] } = {}) {
  const db = getDb();
  const [role] = await db
    .insert(roles)
    .values({ name: options.name ?? uniqueName("role") })
    .returning();
  const codes = options.permissions ?? [];
  if (codes.length) {
    const granted = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.code, codes));
    await db.insert(rolePermissions).values(granted.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  }
  return role!;
}

export async function defaultRoleId(): Promise<number> {
  const [role] = await getDb().select({ id: roles.id }).from(roles).where(eq(roles.isDefault, true));
  return role!.id;
}

export type TestUser = {
  profileId: number;
  accountId: number;
  username: string;
  password: string;
  roleId: number;
  token: string;
};

/** A profile with an account; its role holds `permissions` (a new role) or is `roleId`. */
export async function createUser(
  options: {
    permissions?: PermissionCode[];
    roleId?: number;
    type?: "User" | "Agent" | "Master";
    lastName?: string;
    firstName?: string;
    email?: string;
    phone?: string;
    isDisabled?: boolean;
    password?: string;
    username?: string;
  } = {},
): Promise<TestUser> {
  const db = getDb();
  const roleId =
    options.roleId ??
    (options.permissions
      ? (await createRole({ permissions: options.permissions })).id
      : await defaultRoleId());
  const username = options.username ?? uniqueName("user");
  const password = options.password ?? "Password1!";
  const [profile] = await db
    .insert(profiles)
    .values({
      type: options.type ?? "User",
      ...withPersonKey({
        firstName: options.firstName ?? "Test",
        lastName: options.lastName ?? uniqueName("Cognome"),
        email: options.email ?? null,
      }),
      phone: options.phone ?? null,
    })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      profileId: profile!.id,
      username,
      passwordHash: await hashPassword(password),
      isDisabled: options.isDisabled ?? false,
      roleId,
    })
    .returning();
  // A sign-in of its own (no refresh token stored: the family is not revoked).
  const { token } = await issueAccessToken(account!.id, account!.tokenVersion, randomUUID());
  return { profileId: profile!.id, accountId: account!.id, username, password, roleId, token };
}

/** A token of a user whose role holds exactly these permissions. */
export async function tokenWith(permissionCodes: PermissionCode[]): Promise<string> {
  return (await createUser({ permissions: permissionCodes })).token;
}
