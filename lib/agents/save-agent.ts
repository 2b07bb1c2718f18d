import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accounts, profiles } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { personSearchKey } from "@/lib/names/fold-name";
import { assertMayChangeAccount, saveAccount } from "@/lib/profiles/save-account";
import { assignCommissionTemplate } from "./assign-commission-template";
import { agentRoleExists, findAgentById, lockAgent, upsertAgentRow } from "./repository";
import type { AgentDto, SaveAgentInput } from "./schemas";

/**
 * Creates or updates an agent: a profile of type Agent, its agents row, its optional account
 * (null removes it) and its commission template, in one transaction with its audit row.
 */
export async function saveAgent({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SaveAgentInput;
}): Promise<AgentDto> {
  return db.transaction(async (tx) => {
    const { id, account = null, agentArea, agentRole, commisionTemplate = null, ...person } = input;
    if (id) await lockAgent(tx, id);
    const before = id ? await findAgentById(tx, id) : null;
    // Users and masters are saved through /api/profiles/save only.
    if (id && !before) throw new DomainError("notFound");
    // An agent cannot lock themself out by disabling or removing their own account.
    if (before && before.id === caller.profileId && (account ? account.isDisabled : before.account)) {
      throw new DomainError("cannotDisableSelf");
    }
    if (agentRole && !(await agentRoleExists(tx, agentRole.id))) throw new DomainError("invalidAgentRole");
    await assertMayChangeAccount(tx, caller, before?.account ?? null, account);

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
        .values({ ...person, type: "Agent", searchKey: personSearchKey(person) })
        .returning({ id: profiles.id });
      profileId = created!.id;
    }
    await upsertAgentRow(tx, { profileId, agentArea, agentRoleId: agentRole?.id ?? null });
    if (account) {
      await saveAccount(tx, { profileId, existingAccountId: before?.account?.id ?? null, account });
    } else if (before?.account) {
      await tx.delete(accounts).where(eq(accounts.id, before.account.id));
    }
    await assignCommissionTemplate(tx, {
      profileId,
      current: before?.commisionTemplate ?? null,
      input: commisionTemplate,
    });
    const after = (await findAgentById(tx, profileId))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "agent",
      entityId: profileId,
      action: before ? "update" : "create",
      before,
      after: { ...after, passwordChanged: Boolean(account?.password) },
    });
    return after;
  });
}
