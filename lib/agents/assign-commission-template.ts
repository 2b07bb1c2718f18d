import type { Tx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { commissionValuesOf, sameCommissionValues } from "./commission";
import {
  deleteManualTemplate,
  findTemplate,
  insertManualTemplate,
  setAgentTemplate,
  updateManualTemplate,
} from "./repository";
import type { CommissionTemplateDto, CommissionTemplateInput } from "./schemas";

/**
 * Copies the edited template onto the agent (docs/DECISIONS.md "Agents"):
 * - null: the agent has no commission;
 * - a named template chosen unchanged: the agent is linked to it;
 * - anything else (type Manual, no id, or a named template with edited values): the values are
 *   stored in the agent's own Manual row, updated in place when the agent already has one.
 * An own Manual row no longer used is deleted.
 */
export async function assignCommissionTemplate(
  tx: Tx,
  {
    profileId,
    current,
    input,
  }: { profileId: number; current: CommissionTemplateDto | null; input: CommissionTemplateInput | null },
): Promise<void> {
  const ownCopyId = current && !current.isDefault ? current.id : null;
  let templateId: number | null = null;
  if (input) {
    const values = commissionValuesOf(input);
    const named = input.isManual ? null : await findTemplate(tx, input.id!);
    if (!input.isManual) {
      // Only named templates can be chosen; a deleted one only by the agents already linked to it.
      if (!named || !named.isDefault || (named.isDeleted && current?.id !== named.id)) {
        throw new DomainError("commissionTemplateNotFound");
      }
    }
    if (named && sameCommissionValues(named, values)) {
      templateId = named.id;
    } else if (ownCopyId) {
      await updateManualTemplate(tx, ownCopyId, values);
      templateId = ownCopyId;
    } else {
      templateId = await insertManualTemplate(tx, values);
    }
  }
  await setAgentTemplate(tx, profileId, templateId);
  if (ownCopyId && ownCopyId !== templateId) await deleteManualTemplate(tx, ownCopyId);
}
