import { bootstrapDatabase, type BootstrapResult, type DatabaseContent } from "./bootstrap";

/**
 * Called once by the Next server at start (or by scripts/start.mjs before it starts several
 * server processes): database ready, or a clear error and exit. The processes started after it
 * (BACKOFFICE_DATABASE_READY) skip the preparation: migrations and demo data run once.
 */
export async function startServerDatabase(content: DatabaseContent): Promise<BootstrapResult | undefined> {
  if (process.env.BACKOFFICE_DATABASE_READY === "1") return undefined;
  try {
    const result = await bootstrapDatabase(content);
    const url = `http://localhost:${process.env.PORT ?? 3000}`;
    console.log(`\n  Back office ready at ${url}`);
    if (result.embedded) {
      console.log("  Demo login: admin / admin (demo data only: never use it in production)\n");
    }
    return result;
  } catch (error) {
    console.error(
      "[startup] the database could not be prepared:\n",
      error instanceof Error ? error.message : error,
    );
    process.exit(1);
  }
}
