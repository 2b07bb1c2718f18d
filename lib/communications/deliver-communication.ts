import type { Db } from "@/db/client";
import { writeAudit } from "@/lib/audit/write-audit";
import { mapMailError } from "@/lib/mail/mail-error";
import { sendMail, textToHtml } from "@/lib/mail/send-mail";
import { lockSentForDelivery, recordDelivered, recordDeliveryFailure } from "./repository";
import { MAX_DELIVERY_ATTEMPTS } from "./delivery-attempts";

/** The job that hands a queued hotel message to the mail server: data { sentId }. */
export const DELIVERY_JOB = "communication-delivery";
/** Seconds before the first retry; pg-boss doubles it at each one (1, 2, 4, 8 minutes and some). */
export const DELIVERY_RETRY_DELAY_SECONDS = 60;

/** One waiting delivery job per message: a second "Riprova" before it ran adds nothing. */
export const deliveryJobKey = (sentId: number) => `delivery-${sentId}`;

export function messageSubject(eventName: string, locationName: string): string {
  return `Aggiornamento prenotazioni - ${eventName} - ${locationName}`;
}

/**
 * Runs a delivery job. The message's row is locked for the whole attempt, and nothing is sent
 * unless it is still queued: a job run again (a retry, a second job, a lost worker) after the
 * server accepted it sends nothing, and a withdraw waits for the attempt to end. The transport's
 * timeouts (SMTP_TIMEOUT_MS) bound how long the lock is held. A transient failure is recorded,
 * then thrown after the commit so that pg-boss tries again later; a permanent one, or the last
 * attempt, leaves the message failed (to retry or withdraw from the screen).
 */
export async function deliverCommunication({ db, sentId }: { db: Db; sentId: number }): Promise<void> {
  const retryLater = await db.transaction(async (tx) => {
    const row = await lockSentForDelivery(tx, sentId);
    if (!row || row.channel !== "email" || row.delivery_status !== "queued" || !row.recipient) return null;
    try {
      await sendMail({
        to: row.recipient,
        subject: messageSubject(row.event_name, row.location_name),
        text: row.text,
        html: textToHtml(row.text),
        messageId: row.message_id ?? `<comunicazione-${row.id}@localhost>`,
      });
    } catch (error) {
      const failure = mapMailError(error);
      const attempts = row.delivery_attempts + 1;
      const giveUp = failure.permanent || attempts >= MAX_DELIVERY_ATTEMPTS;
      await recordDeliveryFailure(tx, {
        id: row.id,
        code: failure.code,
        detail: failure.detail,
        giveUp,
        nextAttemptInSeconds: giveUp ? null : DELIVERY_RETRY_DELAY_SECONDS * 2 ** (attempts - 1),
      });
      if (giveUp) {
        await writeAudit(tx, {
          accountId: null,
          entity: "communicationSent",
          entityId: row.id,
          action: "deliveryFailed",
          after: { recipient: row.recipient, attempts, error: failure.code, detail: failure.detail },
        });
        return null;
      }
      return `${failure.code}: ${failure.detail}`;
    }
    await recordDelivered(tx, row.id);
    await writeAudit(tx, {
      accountId: null,
      entity: "communicationSent",
      entityId: row.id,
      action: "delivered",
      after: { recipient: row.recipient, attempts: row.delivery_attempts + 1 },
    });
    return null;
  });
  if (retryLater) throw new Error(`communication ${sentId} not delivered, to retry: ${retryLater}`);
}
