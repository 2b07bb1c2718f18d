import { bootstrapDatabase } from "@/db/bootstrap";
import { scriptDatabaseContent } from "@/seed/database-content";

/**
 * For the npm scripts: the database the app would use (DATABASE_URL, or the embedded one under
 * .data/pg, started for the script's run), migrated and ready.
 */
export async function withDatabase(run: () => Promise<void>): Promise<void> {
  const { stop } = await bootstrapDatabase(scriptDatabaseContent);
  try {
    await run();
  } finally {
    const { closeDb } = await import("@/db/client");
    await closeDb();
    await stop();
  }
}
