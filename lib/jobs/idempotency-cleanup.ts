import { getDb } from "@/db/client";
import { deleteExpiredIdempotencyKeys } from "@/lib/api/idempotency";
import { forgetOldRequestLimits } from "@/lib/api/request-limit";
import { registerJobHandler, scheduleJob } from "./job-queue";

/**
 * The job that removes the idempotency keys older than 24 hours (lib/api/idempotency.ts), and the
 * public pages' request counts of a day ago (lib/api/request-limit.ts).
 */
export const IDEMPOTENCY_CLEANUP_JOB = "idempotency_keys_cleanup";
/** Every hour at minute 17: a key lives 24 to 25 hours (an expired one is never replayed). */
const IDEMPOTENCY_CLEANUP_CRON = "17 * * * *";

export async function registerIdempotencyCleanupJob(): Promise<void> {
  await registerJobHandler(IDEMPOTENCY_CLEANUP_JOB, async () => {
    const removed = await deleteExpiredIdempotencyKeys({ db: getDb() });
    if (removed > 0) console.info(`[jobs] idempotency keys removed: ${removed}`);
    await forgetOldRequestLimits(getDb());
  });
  await scheduleJob(IDEMPOTENCY_CLEANUP_JOB, IDEMPOTENCY_CLEANUP_CRON);
}
