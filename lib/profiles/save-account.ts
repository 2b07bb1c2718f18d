import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { accounts, roles } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { endAccountSessions } from "@/lib/auth/end-account-sessions";
import { hashPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import type { Caller } from "@/lib/auth/caller";
import { listRoles } from "@/lib/roles/repository";
import { isUsernameTaken } from "./repository";
import type { AccountInput } from "./schemas";

/**
 * Creates, updates or keeps the account of a profile. A new account needs a password; on an
 * existing one an empty password keeps the old one. Password and confirmation must match, and a
 * new password follows lib/auth/password-policy.ts.
 * A new password, a disable or a new role ends the account's sessions.
 */
export async function saveAccount(
  tx: Tx,
  {
    profileId,
    existingAccountId,
    account,
  }: { profileId: number; existingAccountId: number | null; account: AccountInput },
): Promise<void> {
  const password = account.password ?? "";
  if (password !== (account.confirmPassword ?? "")) {
    throw new DomainError("passwordMismatch", { validationCodes: ["WrongPassword"] });
  }
  if (!existingAccountId && !password) {
    throw new DomainError("passwordRequired", { validationCodes: ["WrongPassword"] });
  }
  if (password) assertPasswordAllowed(password, account.username);
  if (await isUsernameTaken(tx, account.username, existingAccountId ?? undefined)) {
    throw new DomainError("usernameTaken", { validationCodes: ["AlreadyExistsEntity"] });
  }
  const roleId = await resolveRoleId(tx, account.role?.id);
  const values = {
    username: account.username,
    isDisabled: account.isDisabled,
    roleId,
    ...(password ? { passwordHash: await hashPassword(password) } : {}),
  };
  if (existingAccountId) {
    const [before] = await tx
      .select({ isDisabled: accounts.isDisabled, roleId: accounts.roleId })
      .from(accounts)
      .where(eq(accounts.id, existingAccountId))
      .for("update");
    await tx.update(accounts).set(values).where(eq(accounts.id, existingAccountId));
    const disabledNow = values.isDisabled && !before?.isDisabled;
    if (password || disabledNow || before?.roleId !== roleId) await endAccountSessions(tx, existingAccountId);
  } else {
    await tx.insert(accounts).values({ ...values, profileId, passwordHash: values.passwordHash! });
  }
}

/** The chosen role, or the default role when none is given. */
async function resolveRoleId(tx: Tx, roleId: number | undefined): Promise<number> {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(roleId ? eq(roles.id, roleId) : eq(roles.isDefault, true));
  if (!role) throw new DomainError("invalidRole");
  return role.id;
}

/**
 * Whoever manages users or agents may give an account only powers they hold themself: creating,
 * changing or removing an account whose current or new role holds a permission the caller lacks
 * is refused (a Master holds all). An account sent back unchanged is always accepted.
 */
export async function assertMayChangeAccount(
  tx: Tx,
  caller: Caller,
  existing: { username: string; isDisabled: boolean; role: { id: number } | null } | null,
  next: AccountInput | null,
): Promise<void> {
  if (caller.profileType === "Master") return;
  const changed =
    existing === null
      ? next !== null
      : next === null ||
        next.username !== existing.username ||
        Boolean(next.password) ||
        next.isDisabled !== existing.isDisabled ||
        (next.role?.id ?? null) !== (existing.role?.id ?? null);
  if (!changed) return;
  const roleIds = [existing?.role?.id, next?.role?.id].filter((roleId): roleId is number => Boolean(roleId));
  if (roleIds.length === 0) return;
  const involved = await listRoles(tx, roleIds);
  const beyondCaller = involved.some((role) =>
    role.permissions.some((permission) => !caller.permissions.some((code) => code === permission.code)),
  );
  if (beyondCaller) throw new DomainError("forbidden");
}
