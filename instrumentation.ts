export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // The rows to write (reference, demo) come from the seed, which only the top of the app imports.
  const { startServerDatabase } = await import("./db/startup");
  const { serverDatabaseContent } = await import("./seed/database-content");
  await startServerDatabase(serverDatabaseContent);
  // In every server process, also those of a cluster whose database the primary prepared: the
  // queue hands each job to one worker only.
  const { startJobWorkers } = await import("./lib/jobs/start-job-workers");
  await startJobWorkers().catch((error) => {
    console.error("[jobs] the job queue could not start:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
