import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { accounts, roles } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { endAccountSessions } from "@/lib/auth/end-account-sessions";
import { hashPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
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
