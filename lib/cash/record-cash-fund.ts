import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertCashEventOpen } from "./open-cash-event";
import { countMethods, findMovement, insertMovement } from "./repository";
import type { CashFundInput, MovementDto } from "./schemas";

/** POST /api/payments/cash-fund: money put in a method's till (CashFund, no item). */
export async function recordCashFund({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: CashFundInput;
}): Promise<MovementDto> {
  return db.transaction(async (tx) => {
    await assertCashEventOpen(tx, input.eventId, input.paymentDate);
    if ((await countMethods(tx, [input.methodId])) !== 1) throw new DomainError("movementMethodNotFound");
    const row = {
      eventId: input.eventId,
      typology: "CashFund" as const,
      paymentItemId: null,
      paymentMethodId: input.methodId,
      amount: input.amount,
      paymentDate: input.paymentDate,
      notes: input.notes,
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
