import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { events } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { searchKey } from "@/lib/names/fold-name";
import { findEventById, locationExists, lockEventRow } from "./repository";
import type { EventDto, SaveEventInput } from "./schemas";

/**
 * Creates or updates an event with every field but isFreezed (closing has its own calls). The
 * event's own data stays editable when it is closed (final entries are typed in afterwards);
 * closing guards its set-up, bookings and money.
 */
export async function saveEvent({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SaveEventInput;
}): Promise<EventDto> {
  return db.transaction(async (tx) => {
    const { id, location, ...fields } = input;
    if (id && !(await lockEventRow(tx, id, "update"))) throw new DomainError("eventNotFound");
    const before = id ? await findEventById(tx, id) : null;
    if (location && !(await locationExists(tx, location.id))) throw new DomainError("locationNotFound");
    const values = { ...fields, locationId: location?.id ?? null, searchKey: searchKey([fields.name]) };
    let eventId: number;
    if (before) {
      await tx
        .update(events)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(events.id, before.id));
      eventId = before.id;
    } else {
      const [created] = await tx.insert(events).values(values).returning({ id: events.id });
      eventId = created!.id;
    }
    const after = (await findEventById(tx, eventId))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "event",
      entityId: eventId,
      action: before ? "update" : "create",
      before,
      after,
    });
    return after;
  });
}
