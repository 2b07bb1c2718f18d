import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { lockEventRow } from "./repository";

/**
 * The guard of every write to an event's hotel set-up, reservations, payments, entries and
 * communications (DOMAIN.md, "Cash module"): call it inside the write's transaction. It locks
 * the event row until the transaction ends, so a close and a change cannot interleave, and
 * refuses with "eventClosed" when the event is closed (isFreezed).
 *
 * `lock`: "share" (default) lets writes of the same event run side by side while excluding a
 * close; "update" also makes them wait for each other (for checks that read other rows of the
 * event, such as overlapping periods).
 */
export async function assertEventOpen(
  tx: DbOrTx,
  eventId: number,
  { lock = "share" }: { lock?: "share" | "update" } = {},
): Promise<void> {
  const event = await lockEventRow(tx, eventId, lock);
  if (!event) throw new DomainError("eventNotFound");
  if (event.isFreezed) throw new DomainError("eventClosed");
}
