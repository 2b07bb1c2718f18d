import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertCashEventOpen } from "./open-cash-event";
import {
  countMethods,
  findMovement,
  findTransferItemId,
  insertMovement,
  linkTransferHalves,
} from "./repository";
import type { MovementDto, TransferInput } from "./schemas";

/**
 * POST /api/payments/trasfer: money moved between two methods, as two linked movements of the
 * Transfer item (Outbound from the source, Inbound to the destination), so the overall takings
 * do not change. Answers both halves, outbound first.
 */
export async function recordTransfer({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: TransferInput;
}): Promise<MovementDto[]> {
  return db.transaction(async (tx) => {
    await assertCashEventOpen(tx, input.eventId, input.paymentDate);
    if ((await countMethods(tx, [input.sourceMethod, input.destinationMethod])) !== 2)
      throw new DomainError("movementMethodNotFound");
    const itemId = await findTransferItemId(tx);
    if (!itemId) throw new DomainError("movementItemNotFound");
    const half = (typology: "Outbound" | "Inbound", methodId: number) => ({
      eventId: input.eventId,
      typology,
      paymentItemId: itemId,
      paymentMethodId: methodId,
      amount: input.amount,
      paymentDate: input.paymentDate,
      notes: input.notes,
      createdBy: caller.profileId,
    });
    const outbound = half("Outbound", input.sourceMethod);
    const inbound = half("Inbound", input.destinationMethod);
    const outboundId = await insertMovement(tx, outbound);
    const inboundId = await insertMovement(tx, inbound);
    await linkTransferHalves(tx, outboundId, inboundId);
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "payment",
      entityId: outboundId,
      action: "create",
      after: { ...outbound, linkedPaymentId: inboundId, destinationMethod: input.destinationMethod },
    });
    return [(await findMovement(tx, outboundId))!, (await findMovement(tx, inboundId))!];
  });
}
