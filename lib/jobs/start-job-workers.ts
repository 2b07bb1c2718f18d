import { registerAppJobHandlers } from "./app-job-handlers";
import { startJobQueue, stopJobQueue } from "./job-queue";

/**
 * Starts this server process's job workers (every process of a cluster may: they share the
 * queue's jobs without ever taking the same one). JOB_WORKERS=off makes a process that only
 * enqueues. On SIGTERM/SIGINT the workers stop taking jobs; a job cut short by the exit expires
 * and another worker (or this one after the restart) runs it again.
 */
export async function startJobWorkers(): Promise<void> {
  await registerAppJobHandlers();
  await startJobQueue({ work: process.env.JOB_WORKERS !== "off" });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      stopJobQueue({ timeoutMs: 5_000 }).catch((error) =>
        console.error("[jobs] stop:", error instanceof Error ? error.message : error),
      );
    });
  }
}
