import { getDb } from "@/db/client";
import { registerJobHandler, scheduleJob } from "@/lib/jobs/job-queue";
import { DELIVERY_JOB, DELIVERY_RETRY_DELAY_SECONDS, deliverCommunication } from "./deliver-communication";
import { MAX_DELIVERY_ATTEMPTS } from "./delivery-attempts";
import { REMINDER_JOB, REMINDERS_NIGHTLY_JOB, queueReminders, sendReminder } from "./remind-communications";

/** Every evening, Italian time: reminders go before the hotels' night shift. */
const REMINDERS_CRON = "0 18 * * *";
/** A job may run for the transport's timeouts (three phases) and the database; far below this. */
const MAIL_JOB_EXPIRE_SECONDS = 600;

/** The hotel messages' jobs: e-mail delivery, reminders, and the nightly reminder run. */
export async function registerCommunicationJobs(): Promise<void> {
  await registerJobHandler<{ sentId: number }>(
    DELIVERY_JOB,
    ({ sentId }) => deliverCommunication({ db: getDb(), sentId }),
    {
      retryLimit: MAX_DELIVERY_ATTEMPTS - 1,
      retryDelay: DELIVERY_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: MAIL_JOB_EXPIRE_SECONDS,
      policy: "short",
    },
  );
  await registerJobHandler<{ sentId: number; n: number }>(
    REMINDER_JOB,
    ({ sentId, n }) => sendReminder({ db: getDb(), sentId, n }),
    {
      retryLimit: 3,
      retryDelay: DELIVERY_RETRY_DELAY_SECONDS * 5,
      retryBackoff: true,
      expireInSeconds: MAIL_JOB_EXPIRE_SECONDS,
      policy: "short",
    },
  );
  await registerJobHandler(REMINDERS_NIGHTLY_JOB, async () => {
    const queued = await queueReminders({ db: getDb(), eventId: null });
    if (queued > 0) console.info(`[jobs] hotel message reminders queued: ${queued}`);
  });
  await scheduleJob(REMINDERS_NIGHTLY_JOB, REMINDERS_CRON, { tz: "Europe/Rome" });
}
