import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { findEventCashState } from "./repository";

/**
 * The guard of every new movement: inside the write's transaction, the event exists, is open
 * (the shared closed-event guard, which also holds off a close until the write commits) and keeps
 * a cash module.
 */
export async function assertCashEventOpen(tx: DbOrTx, eventId: number): Promise<void> {
  await assertEventOpen(tx, eventId);
  const state = await findEventCashState(tx, eventId);
  if (!state?.cashModuleEnabled) throw new DomainError("cashModuleDisabled");
}
