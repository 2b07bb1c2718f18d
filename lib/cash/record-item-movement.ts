import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertCashEventOpen } from "./open-cash-event";
import { countMethods, findItem, findMovement, insertMovement, isAgent, isLocation } from "./repository";
import type { MovementDto, MovementInput } from "./schemas";

/**
 * An income (Inbound, an Income item) or an outcome (Outbound, a Cost item) of the event, in
 * one transaction with its audit row. The Agent item needs the agent paid, the Hotel item the
 * hotel; the Reservation item is refused (a reservation's payments are saved with it). Transfers are written only as pairs (record-transfer).
 */
export async function recordItemMovement({
  db,
  caller,
  input,
  typology,
}: {
  db: Db;
  caller: Caller;
  input: MovementInput;
  typology: "Inbound" | "Outbound";
}): Promise<MovementDto> {
  return db.transaction(async (tx) => {
    await assertCashEventOpen(tx, input.eventId, input.paymentDate);
    const item = await findItem(tx, input.paymentItemId);
    if (!item) throw new DomainError("movementItemNotFound");
    if (item.system_item === "Transfer" || !item.is_visible) throw new DomainError("movementItemNotAllowed");
    // A reservation's payments are written in the reservation, which they then belong to.
    if (item.system_item === "Reservation") throw new DomainError("movementReservationItem");
    if (typology === "Inbound" && item.category !== "Income") throw new DomainError("incomeItemRequired");
    if (typology === "Outbound" && item.category === "Income") throw new DomainError("outcomeItemRequired");
    if ((await countMethods(tx, [input.methodId])) !== 1) throw new DomainError("movementMethodNotFound");
    const agentId = item.system_item === "Agent" ? input.agentId : null;
    if (item.system_item === "Agent") {
      if (!agentId) throw new DomainError("movementAgentRequired");
      if (!(await isAgent(tx, agentId))) throw new DomainError("movementAgentNotFound");
    }
    const locationId = item.system_item === "Hotel" ? input.locationId : null;
    if (item.system_item === "Hotel" && !locationId) throw new DomainError("movementHotelRequired");
    if (locationId && !(await isLocation(tx, locationId))) throw new DomainError("movementHotelNotFound");
    const row = {
      eventId: input.eventId,
      typology,
      paymentItemId: item.id,
      paymentMethodId: input.methodId,
      amount: input.amount,
      paymentDate: input.paymentDate,
      notes: input.notes,
      agentProfileId: agentId,
      locationId,
      createdBy: caller.profileId,
    };
    const id = await insertMovement(tx, row);
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "payment",
      entityId: id,
      action: "create",
      after: row,
    });
    return (await findMovement(tx, id))!;
  });
}
