import { bootstrapDatabase } from "./bootstrap";

/** Called once by the Next server at start: database ready, or a clear error and exit. */
export async function startServerDatabase(): Promise<void> {
  try {
    const result = await bootstrapDatabase();
    const { startJobWorkers } = await import("../lib/jobs/start-job-workers");
    await startJobWorkers();
    const url = `http://localhost:${process.env.PORT ?? 3000}`;
    console.log(`\n  Back office ready at ${url}`);
    if (result.embedded) {
      console.log("  Demo login: admin / admin (demo data only: never use it in production)\n");
    }
  } catch (error) {
    console.error(
      "[startup] the database could not be prepared:\n",
      error instanceof Error ? error.message : error,
    );
    process.exit(1);
  }
}
