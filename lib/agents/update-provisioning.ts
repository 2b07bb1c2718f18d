import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assignCommissionTemplate } from "./assign-commission-template";
import { findAgentById, findAgentListItem, lockAgent } from "./repository";
import type { AgentListItem, UpdateProvisioningInput } from "./schemas";

/**
 * The provisioning view's save: copies the edited template onto one agent and returns the agent's
 * list row, so that the view can refresh it.
 */
export async function updateProvisioning({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: UpdateProvisioningInput;
}): Promise<AgentListItem> {
  return db.transaction(async (tx) => {
    await lockAgent(tx, input.agentId);
    const before = await findAgentById(tx, input.agentId);
    if (!before) throw new DomainError("notFound");
    await assignCommissionTemplate(tx, {
      profileId: before.id,
      current: before.commisionTemplate,
      input: input.commisionTemplate,
    });
    const after = (await findAgentListItem(tx, before.id))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "agent",
      entityId: before.id,
      action: "update-provisioning",
      before: { commisionTemplate: before.commisionTemplate },
      after: { commisionTemplate: after.commisionTemplate },
    });
    return after;
  });
}
