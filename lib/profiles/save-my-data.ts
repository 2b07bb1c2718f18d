import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accounts, profiles } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { endAccountSessions } from "@/lib/auth/end-account-sessions";
import { countAttempt, forgiveAttempt } from "@/lib/auth/login-throttle";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import { writeAudit } from "@/lib/audit/write-audit";
import { personSearchKey } from "@/lib/names/fold-name";
import { findProfileById } from "./repository";
import type { ProfileDto, SaveMyDataInput } from "./schemas";

/**
 * The signed-in user's own data; type, role, username and disabled flag are not touched. A new
 * password needs the current one (a stolen access token alone cannot take the account), checked
 * under the sign-in limits of that account and address (lib/auth/login-throttle.ts).
 */
export async function saveMyData({
  db,
  caller,
  input,
  ip,
}: {
  db: Db;
  caller: Caller;
  input: SaveMyDataInput;
  ip: string;
}): Promise<ProfileDto> {
  const { account, ...person } = input;
  const password = account?.password ?? "";
  if (password !== (account?.confirmPassword ?? "")) {
    throw new DomainError("passwordMismatch", { validationCodes: ["WrongPassword"] });
  }
  if (password)
    await assertCurrentPassword(db, caller.accountId, account?.currentPassword ?? "", password, ip);
  return db.transaction(async (tx) => {
    const before = await findProfileById(tx, caller.profileId);
    if (!before) throw new DomainError("notFound");
    await tx
      .update(profiles)
      .set({ ...person, searchKey: personSearchKey(person), updatedAt: new Date() })
      .where(eq(profiles.id, caller.profileId));
    if (password) {
      await tx
        .update(accounts)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(accounts.id, caller.accountId));
      // Every session ends, this one too: the client signs in again with the new password.
      await endAccountSessions(tx, caller.accountId);
    }
    const after = (await findProfileById(tx, caller.profileId))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "profile",
      entityId: caller.profileId,
      action: "update-own",
      before,
      after: { ...after, passwordChanged: Boolean(password) },
    });
    return after;
  });
}

async function assertCurrentPassword(
  db: Db,
  accountId: number,
  currentPassword: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  if (!currentPassword)
    throw new DomainError("currentPasswordRequired", { validationCodes: ["WrongPassword"] });
  const [account] = await db
    .select({ username: accounts.username, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw new DomainError("notFound");
  assertPasswordAllowed(newPassword, account.username);
  const throttle = await countAttempt(db, account.username, ip);
  if (!(await verifyPassword(currentPassword, account.passwordHash))) {
    throw new DomainError("currentPasswordWrong", { validationCodes: ["WrongPassword"] });
  }
  await forgiveAttempt(db, throttle);
}
