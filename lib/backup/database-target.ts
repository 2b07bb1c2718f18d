import fs from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "@/db/embedded";
import { RestoreRefused } from "./restore-refused";

export type DatabaseTarget = { url: string; embedded: boolean; stop: () => Promise<void> };

export const embeddedDataDir = () =>
  process.env.EMBEDDED_PG_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), ".data", "pg");

/** The embedded PostgreSQL's running server (from postmaster.pid), or null when it is stopped. */
export function runningEmbeddedServer(dataDir = embeddedDataDir()): { pid: number; port: number } | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n");
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists under another user (PostgreSQL runs as `postgres` when we are root).
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return null;
  }
  return { pid, port };
}

/**
 * The database of the backup and restore commands: DATABASE_URL, or the embedded one under
 * .data/pg. A backup reads the embedded server while the app runs (it is a reader like any
 * other); a restore needs the app stopped, and starts the embedded server itself for its run.
 */
export async function openDatabaseTarget({ forRestore }: { forRestore: boolean }): Promise<DatabaseTarget> {
  if (process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  const dataDir = embeddedDataDir();
  const running = runningEmbeddedServer(dataDir);
  if (running) {
    if (forRestore) {
      throw new RestoreRefused(
        `Restore refused: the embedded database (${dataDir}) is running (PostgreSQL process ${running.pid}): the app is probably ` +
          `running. Stop it (Ctrl+C on npm start) and run the restore again.`,
      );
    }
    return {
      url: `postgres://postgres:postgres@127.0.0.1:${running.port}/backoffice`,
      embedded: true,
      stop: async () => {},
    };
  }
  const server = await startEmbeddedPostgres({
    dataDir,
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  });
  return { url: server.url, embedded: true, stop: server.stop };
}

export const backupDir = () =>
  path.resolve(
    process.env.BACKUP_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), ".data", "backups"),
  );

export const backupKeep = () => {
  const keep = Number(process.env.BACKUP_KEEP ?? 14);
  return Number.isInteger(keep) && keep > 0 ? keep : 14;
};
