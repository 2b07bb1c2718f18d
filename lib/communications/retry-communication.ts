import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { enqueueJob, wakeJobWorkers } from "@/lib/jobs/job-queue";
import { mailEnabled } from "@/lib/mail/config";
import { DELIVERY_JOB, deliveryJobKey } from "./deliver-communication";
import { getCommunicationSent } from "./get-communication-sent";
import { lockSentForDelivery, requeueEmail } from "./repository";
import type { CommunicationSentDto } from "./schemas";

/**
 * POST /api/communications/retry/{id} ("Riprova"): a failed or queued e-mail goes again now, to
 * the hotel's current address. A double click is one job (one waiting job per message), and a job
 * that finds the message delivered sends nothing. Refused when the event is closed.
 */
export async function retryCommunication({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<CommunicationSentDto> {
  await db.transaction(async (tx) => {
    const row = await lockSentForDelivery(tx, id);
    if (!row) throw new DomainError("communicationSentNotFound");
    await assertEventOpen(tx, row.event_id);
    if (row.channel !== "email" || row.delivery_status === "sent")
      throw new DomainError("communicationAlreadyDelivered");
    if (!mailEnabled()) throw new DomainError("mailNotConfigured");
    const recipient = row.hotel_recipient ?? row.recipient;
    if (!recipient) throw new DomainError("hotelWithoutEmail");
    await requeueEmail(tx, { id, recipient });
    await enqueueJob({ db: tx, name: DELIVERY_JOB, data: { sentId: id }, singletonKey: deliveryJobKey(id) });
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "communicationSent",
      entityId: id,
      action: "retry",
      before: {
        deliveryStatus: row.delivery_status,
        recipient: row.recipient,
        attempts: row.delivery_attempts,
      },
      after: { deliveryStatus: "queued", recipient, attempts: 0 },
    });
  });
  wakeJobWorkers(DELIVERY_JOB);
  return getCommunicationSent({ db, id });
}
