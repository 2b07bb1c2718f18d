import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accounts, profiles } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { personSearchKey } from "@/lib/names/fold-name";
import { assertCanManageProfile } from "./get-profile";
import { findProfileById } from "./repository";
import { assertMayChangeAccount, saveAccount } from "./save-account";
import type { ProfileDto, SaveProfileInput } from "./schemas";

/** Creates or updates a user (or master) with its account, in one transaction with its audit row. */
export async function saveProfile({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SaveProfileInput;
}): Promise<ProfileDto> {
  // Only a master may create or promote another master.
  if (input.type === "Master" && caller.profileType !== "Master") throw new DomainError("forbidden");
  return db.transaction(async (tx) => {
    const { id, account, ...person } = input;
    const before = id ? await findProfileById(tx, id) : null;
    if (id && !before) throw new DomainError("notFound");
    if (before) {
      assertCanManageProfile(caller, before);
      if (before.type === "Agent") throw new DomainError("notFound");
      if (before.type === "Master" && caller.profileType !== "Master") throw new DomainError("forbidden");
    }
    // A user cannot lock themself out by disabling or removing their own account.
    if (before && before.id === caller.profileId && (account ? account.isDisabled : before.account)) {
      throw new DomainError("cannotDisableSelf");
    }

    // A user manager gives no account more than they hold (their own included).
    await assertMayChangeAccount(tx, caller, before?.account ?? null, account ?? null);

    let profileId: number;
    if (before) {
      await tx
        .update(profiles)
        .set({ ...person, searchKey: personSearchKey(person), updatedAt: new Date() })
        .where(eq(profiles.id, before.id));
      profileId = before.id;
    } else {
      const [created] = await tx
        .insert(profiles)
        .values({ ...person, searchKey: personSearchKey(person) })
        .returning({ id: profiles.id });
      profileId = created!.id;
    }
    if (account) {
      await saveAccount(tx, { profileId, existingAccountId: before?.account?.id ?? null, account });
    } else if (before?.account) {
      await tx.delete(accounts).where(eq(accounts.id, before.account.id));
    }
    const after = (await findProfileById(tx, profileId))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "profile",
      entityId: profileId,
      action: before ? "update" : "create",
      before,
      after: { ...after, passwordChanged: Boolean(account?.password) },
    });
    return after;
  });
}
