import { getDb } from "@/db/client";
import { registerJobHandler } from "@/lib/jobs/job-queue";
import { ACCOUNTING_LEASE_SECONDS } from "./requests-repository";
import { runAccountingRequest } from "./run-accounting-request";
import { EVENT_ACCOUNTING_JOB } from "./schemas";

/** The classic accounting's job: one calculation request per job. */
export async function registerAccountingJobs(): Promise<void> {
  await registerJobHandler<{ requestId: number }>(
    EVENT_ACCOUNTING_JOB,
    async ({ requestId }) => {
      await runAccountingRequest({ db: getDb(), requestId });
    },
    // A job lost with its process expires with the request's lease, then runs again.
    { expireInSeconds: ACCOUNTING_LEASE_SECONDS, retryLimit: 3, concurrency: 1 },
  );
}
