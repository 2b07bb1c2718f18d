import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { events } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { findEventById, lockEventRow } from "./repository";
import type { EventDto } from "./schemas";

/**
 * Sets or clears isFreezed. The row lock waits for writes of the event that are running (they
 * hold a share lock through assertEventOpen), so none of them lands after the close.
 * Closing a closed event (or reopening an open one) changes nothing and writes no audit row.
 */
export async function setEventFreezed({
  db,
  caller,
  id,
  isFreezed,
}: {
  db: Db;
  caller: Caller;
  id: number;
  isFreezed: boolean;
}): Promise<EventDto> {
  return db.transaction(async (tx) => {
    const locked = await lockEventRow(tx, id, "update");
    if (!locked) throw new DomainError("eventNotFound");
    if (locked.isFreezed !== isFreezed) {
      await tx.update(events).set({ isFreezed, updatedAt: new Date() }).where(eq(events.id, id));
      await writeAudit(tx, {
        accountId: caller.accountId,
        entity: "event",
        entityId: id,
        action: isFreezed ? "close" : "reopen",
        before: { isFreezed: locked.isFreezed },
        after: { isFreezed },
      });
    }
    return (await findEventById(tx, id))!;
  });
}
