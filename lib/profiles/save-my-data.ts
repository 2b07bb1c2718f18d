import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accounts, profiles } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { endAccountSessions } from "@/lib/auth/end-account-sessions";
import { hashPassword } from "@/lib/auth/password";
import { writeAudit } from "@/lib/audit/write-audit";
import { findProfileById } from "./repository";
import type { ProfileDto, SaveMyDataInput } from "./schemas";

/** The signed-in user's own data; type, role, username and disabled flag are not touched. */
export async function saveMyData({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SaveMyDataInput;
}): Promise<ProfileDto> {
  const { account, ...person } = input;
  const password = account?.password ?? "";
  if (password !== (account?.confirmPassword ?? "")) {
    throw new DomainError("passwordMismatch", { validationCodes: ["WrongPassword"] });
  }
  return db.transaction(async (tx) => {
    const before = await findProfileById(tx, caller.profileId);
    if (!before) throw new DomainError("notFound");
    await tx
      .update(profiles)
      .set({ ...person, updatedAt: new Date() })
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
