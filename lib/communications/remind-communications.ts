import type { Db } from "@/db/client";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { enqueueJob, wakeJobWorkers } from "@/lib/jobs/job-queue";
import { mailEnabled } from "@/lib/mail/config";
import { mapMailError } from "@/lib/mail/mail-error";
import { sendMail, textToHtml } from "@/lib/mail/send-mail";
import { MAX_REMINDERS, dueReminders, lockSentForDelivery, recordReminder } from "./repository";

/** The job that sends one reminder: data { sentId, n } (n: the reminder's number, 1 to 3). */
export const REMINDER_JOB = "communication-reminder";
/** The nightly run over every open event. */
export const REMINDERS_NIGHTLY_JOB = "communication-reminders-nightly";

const DEFAULT_REMINDER_HOURS = 24;

/** CONFIRM_REMINDER_HOURS: how long a message waits for its answer before each reminder. */
export function reminderHours(): number {
  const hours = Number(process.env.CONFIRM_REMINDER_HOURS);
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_REMINDER_HOURS;
}

/** Reminder n of a message goes once: the job's key, and the job checks the count it follows. */
const reminderJobKey = (sentId: number, n: number) => `reminder-${sentId}-${n}`;

/**
 * Queues the reminders due (remind-communications' rule: a delivered message still waiting for
 * its answer, CONFIRM_REMINDER_HOURS after it was sent and after its last reminder, fewer than
 * three so far, an address), for one event or every open one. Answers how many were queued.
 */
export async function queueReminders({ db, eventId }: { db: Db; eventId: number | null }): Promise<number> {
  const queued = await db.transaction(async (tx) => {
    if (eventId !== null) await assertEventOpen(tx, eventId);
    if (!mailEnabled()) return 0;
    let count = 0;
    for (const { sentId, n } of await dueReminders(tx, { eventId, hours: reminderHours() })) {
      const id = await enqueueJob({
        db: tx,
        name: REMINDER_JOB,
        data: { sentId, n },
        singletonKey: reminderJobKey(sentId, n),
      });
      if (id) count++;
    }
    return count;
  });
  if (queued) wakeJobWorkers(REMINDER_JOB);
  return queued;
}

/** POST /api/communications/remind/{eventId} ("Sollecita"): the event's reminders due, now. */
export async function remindCommunications({
  db,
  eventId,
}: {
  db: Db;
  eventId: number;
}): Promise<{ reminded: number }> {
  return { reminded: await queueReminders({ db, eventId }) };
}

const LINK_IN_TEXT = /\S+\/conferma\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/;

const romeDateTime = new Intl.DateTimeFormat("it-IT", {
  timeZone: "Europe/Rome",
  dateStyle: "short",
  timeStyle: "short",
});

export function reminderText(s: { locationName: string; sentAt: Date; text: string }): string {
  const link = LINK_IN_TEXT.exec(s.text)?.[0];
  return [
    `Spett.le ${s.locationName},`,
    `non abbiamo ancora ricevuto la vostra conferma di ricezione del messaggio inviato il ${romeDateTime.format(s.sentAt)}, riportato qui sotto.`,
    ...(link
      ? ["Vi chiediamo cortesemente di confermarlo (o di segnalarci un problema) tramite questo link:", link]
      : []),
    "",
    "Cordiali saluti",
    "",
    "----- Messaggio originale -----",
    ...s.text.split("\n").map((line) => `> ${line}`),
  ].join("\n");
}

/**
 * Runs a reminder job: sends reminder n of the message unless it went already (the count is not
 * n - 1), the message was answered or superseded meanwhile, or there is no address. A refusal for
 * good (an address the server refuses) ends the reminders: the hotel is then one to phone.
 */
export async function sendReminder({ db, sentId, n }: { db: Db; sentId: number; n: number }): Promise<void> {
  const retryLater = await db.transaction(async (tx) => {
    const row = await lockSentForDelivery(tx, sentId);
    if (!row || row.delivery_status !== "sent" || row.confirmation_state !== "waiting") return null;
    if (row.reminders_sent !== n - 1 || n > MAX_REMINDERS || !mailEnabled()) return null;
    const recipient = row.recipient ?? row.hotel_recipient;
    if (!recipient) return null;
    const text = reminderText({
      locationName: row.location_name,
      sentAt: new Date(row.sent_at),
      text: row.text,
    });
    const original = row.message_id;
    try {
      await sendMail({
        to: recipient,
        subject: `Promemoria: conferma di ricezione - ${row.event_name} - ${row.location_name}`,
        text,
        html: textToHtml(text),
        messageId: `<promemoria-${n}.${original ? original.slice(1, -1) : `comunicazione-${row.id}@localhost`}>`,
        headers: original ? { "In-Reply-To": original, References: original } : undefined,
      });
    } catch (error) {
      const failure = mapMailError(error);
      if (!failure.permanent) return `${failure.code}: ${failure.detail}`;
      await recordReminder(tx, { id: row.id, remindersSent: MAX_REMINDERS });
      await writeAudit(tx, {
        accountId: null,
        entity: "communicationSent",
        entityId: row.id,
        action: "reminderFailed",
        after: { recipient, reminder: n, error: failure.code, detail: failure.detail },
      });
      return null;
    }
    await recordReminder(tx, { id: row.id, remindersSent: n });
    await writeAudit(tx, {
      accountId: null,
      entity: "communicationSent",
      entityId: row.id,
      action: "remind",
      after: { recipient, reminder: n },
    });
    return null;
  });
  if (retryLater)
    throw new Error(`reminder ${n} of communication ${sentId} not sent, to retry: ${retryLater}`);
}
