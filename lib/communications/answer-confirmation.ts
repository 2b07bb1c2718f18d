import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { writeAudit } from "@/lib/audit/write-audit";
import { isConfirmTokenShape } from "./confirm-token";
import { countConfirmationRequest, confirmationView, openConfirmation } from "./get-confirmation";
import { recordAnswer } from "./repository";
import type { AnswerConfirmationInput, ConfirmationViewDto } from "./schemas";

/**
 * POST /api/confirmations/{token}: the hotel confirms its message or reports a problem. The first
 * answer wins; a later one gets the view with the answer already recorded.
 */
export async function answerConfirmation({
  db,
  token,
  address,
  input,
}: {
  db: DbOrTx;
  token: string;
  address: string;
  input: AnswerConfirmationInput;
}): Promise<ConfirmationViewDto> {
  if (!isConfirmTokenShape(token)) throw new DomainError("confirmationLinkInvalid");
  await countConfirmationRequest(db, address);
  return db.transaction(async (tx) => {
    const sent = await openConfirmation(tx, token);
    const note = input.note || null;
    if (
      sent.answer === null &&
      (await recordAnswer(tx, { id: sent.id, answer: input.answer, note, address }))
    ) {
      await writeAudit(tx, {
        accountId: null,
        entity: "communicationSent",
        entityId: sent.id,
        action: input.answer,
        after: { answer: input.answer, note, address },
      });
    }
    // Read again: this answer, or the one that came first.
    return confirmationView(tx, await openConfirmation(tx, token));
  });
}
