import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { predictions } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";

/** DELETE /api/predictions/{id} ("Elimina"): the event can then get a new prediction. */
export async function deletePrediction({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(predictions).where(eq(predictions.id, id)).returning();
    if (!row) throw new DomainError("predictionNotFound");
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "prediction",
      entityId: id,
      action: "delete",
      before: { eventId: row.eventId, selectedEventIds: row.selectedEventIds, status: row.status },
    });
  });
}
