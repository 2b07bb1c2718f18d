import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { enqueueJob, wakeJobWorkers } from "@/lib/jobs/job-queue";
import { mailConfig, mailFromDomain } from "@/lib/mail/config";
import { bindConfirmLink } from "./confirm-link";
import { DELIVERY_JOB, deliveryJobKey } from "./deliver-communication";
import { getCommunicationSent } from "./get-communication-sent";
import { countPending, hotelRecipient, markOutgoingEmail, storeSent } from "./repository";
import type { CommunicationSentDto, SendCommunicationsInput } from "./schemas";

/**
 * POST /api/communications: stores the message (text, who, when) and binds the selected
 * communications to it, in one transaction. Every id must be an unsent communication of that event
 * and hotel: one already sent (a second click, another desk) or of another hotel is a 409 and
 * nothing is written. Refused when the event is closed.
 *
 * By e-mail (asked, or by default when the mail server is configured and the hotel has an address):
 * the message waits as "queued" and a job delivers it (deliver-communication.ts); the job is
 * written by the same transaction, so there is never a message without its job. Else the clerk
 * has copied it: it is delivered now.
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
  const mail = input.channel === "clipboard" ? null : mailConfig();
  const { sentId, byEmail } = await db.transaction(async (tx) => {
    await assertEventOpen(tx, eventId);
    const recipient = mail ? await hotelRecipient(tx, locationId) : null;
    if (input.channel === "email") {
      if (!mail) throw new DomainError("mailNotConfigured");
      if (!recipient) throw new DomainError("hotelWithoutEmail");
    }
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
    const email = mail && recipient ? { recipient, mailDomain: mailFromDomain(mail.from) } : null;
    if (email) {
      await markOutgoingEmail(tx, { id, ...email });
      await enqueueJob({
        db: tx,
        name: DELIVERY_JOB,
        data: { sentId: id },
        singletonKey: deliveryJobKey(id),
      });
    }
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "communicationSent",
      entityId: id,
      action: "create",
      after: {
        eventId,
        locationId,
        communicationIds: ids,
        channel: email ? "email" : "clipboard",
        recipient: email?.recipient ?? null,
      },
    });
    return { sentId: id, byEmail: Boolean(email) };
  });
  if (byEmail) wakeJobWorkers(DELIVERY_JOB);
  return getCommunicationSent({ db, id: sentId });
}
