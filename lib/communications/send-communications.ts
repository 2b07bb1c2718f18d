import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { bindConfirmLink } from "./confirm-link";
import { getCommunicationSent } from "./get-communication-sent";
import { countPending, storeSent } from "./repository";
import type { CommunicationSentDto, SendCommunicationsInput } from "./schemas";

/**
 * POST /api/communications: stores the message as sent (text, who, when) and marks the selected
 * communications sent, in one transaction. Every id must be an unsent communication of that event
 * and hotel: one already sent (a second click, another desk) or of another hotel is a 409 and
 * nothing is written. Refused when the event is closed.
 */
export async function sendCommunications({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SendCommunicationsInput;
}): Promise<CommunicationSentDto> {
  const { eventId, locationId } = input.communicationSent;
  const ids = input.communicationIds;
  const sentId = await db.transaction(async (tx) => {
    await assertEventOpen(tx, eventId);
    const pending = await countPending(tx, { ids, eventId, locationId, lock: true });
    if (pending !== ids.length) throw new DomainError("communicationsNotPending");
    const { text, tokenHash } = await bindConfirmLink(tx, {
      eventId,
      locationId,
      text: input.communicationSent.text,
    });
    const id = await storeSent(tx, {
      eventId,
      locationId,
      text,
      profileId: caller.profileId,
      ids,
      confirmTokenHash: tokenHash,
    });
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "communicationSent",
      entityId: id,
      action: "create",
      after: { eventId, locationId, communicationIds: ids },
    });
    return id;
  });
  return getCommunicationSent({ db, id: sentId });
}
