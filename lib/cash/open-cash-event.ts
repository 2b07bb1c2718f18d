import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { formatDate } from "@/lib/client/format";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { findEventCashState } from "./repository";

/** The first day a movement may carry (docs/DECISIONS.md "Cash module"). */
export const FIRST_MOVEMENT_DAY = "2000-01-01";
/** A movement may be dated up to this many years after the event's last day. */
export const MOVEMENT_YEARS_AFTER_EVENT = 2;

/**
 * The guard of every new movement: inside the write's transaction, the event exists, is open
 * (the shared closed-event guard, which also holds off a close until the write commits) and keeps
 * a cash module.
 */
export async function assertCashEventOpen(tx: DbOrTx, eventId: number, paymentDate?: string): Promise<void> {
  await assertEventOpen(tx, eventId);
  const state = await findEventCashState(tx, eventId);
  if (!state?.cashModuleEnabled) throw new DomainError("cashModuleDisabled");
  if (paymentDate) assertMovementDate(paymentDate, state.dateTo);
}

/**
 * A movement dated 9999 (or 1900) is a typing error that would sit outside every report:
 * its day must lie between FIRST_MOVEMENT_DAY and the event's last day + MOVEMENT_YEARS_AFTER_EVENT.
 */
export function assertMovementDate(paymentDate: string, eventDateTo: string): void {
  const day = paymentDate.slice(0, 10);
  const last = `${Number(eventDateTo.slice(0, 4)) + MOVEMENT_YEARS_AFTER_EVENT}${eventDateTo.slice(4, 10)}`;
  if (day < FIRST_MOVEMENT_DAY || day > last) {
    throw new DomainError("movementDateOutOfRange", {
      params: { from: formatDate(FIRST_MOVEMENT_DAY, "it"), to: formatDate(last, "it") },
    });
  }
}
