import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { profiles } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { deleteAgentData } from "@/lib/agents/repository";
import { writeAudit } from "@/lib/audit/write-audit";
import { deleteObjectDocuments } from "@/lib/documents/delete-object-documents";
import { assertCanManageProfile } from "./get-profile";
import { findProfileById } from "./repository";

/** Deletes a user or an agent with its account, sessions and attachments. */
export async function deleteProfile({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  const removeFiles = await db.transaction(async (tx) => {
    const before = await findProfileById(tx, id);
    if (!before) throw new DomainError("notFound");
    assertCanManageProfile(caller, before);
    if (before.id === caller.profileId) throw new DomainError("cannotDeleteSelf");
    if (before.type === "Master" && caller.profileType !== "Master") throw new DomainError("forbidden");
    if (before.type === "Agent") {
      // Reservations and payments keep their agent (commissions, accounting): refuse, never orphan.
      const usage = await tx.execute<{ reservations: number; payments: number }>(sql`
        select (select count(*)::integer from reservation_agents where profile_id = ${id}) as reservations,
               (select count(*)::integer from payments where agent_profile_id = ${id}) as payments`);
      const { reservations, payments } = usage.rows[0]!;
      if (reservations > 0 || payments > 0) {
        throw new DomainError("agentInUse", { params: { reservations, payments } });
      }
      // An agent's own (Manual) commission template goes with it.
      await deleteAgentData(tx, id);
    }
    const removeAttachmentFiles = await deleteObjectDocuments(tx, id);
    await tx.delete(profiles).where(eq(profiles.id, id));
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "profile",
      entityId: id,
      action: "delete",
      before,
    });
    return removeAttachmentFiles;
  });
  // Files go only once the rows are gone for good.
  await removeFiles();
}
