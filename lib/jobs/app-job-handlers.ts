/**
 * The background jobs of the app. Each area adds one line: a function that calls
 * `registerJobHandler` for its jobs. Called once per server process before the queue starts.
 */
const registrations: (() => Promise<void>)[] = [
  () => import("@/lib/accounting/register-accounting-jobs").then((m) => m.registerAccountingJobs()),
  () => import("@/lib/kpi/prediction-job").then((m) => m.registerPredictionJobs()),
  () => import("./idempotency-cleanup").then((m) => m.registerIdempotencyCleanupJob()),
  () => import("@/lib/backup/backup-job").then((m) => m.registerBackupJobs()),
  () => import("@/lib/customers/players-import-job").then((m) => m.registerPlayersImportJobs()),
  () => import("@/lib/communications/communications-jobs").then((m) => m.registerCommunicationJobs()),
];

export async function registerAppJobHandlers(): Promise<void> {
  for (const register of registrations) await register();
}
