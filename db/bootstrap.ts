import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import pg from "pg";
import { ensureBackupKeyPair } from "@/lib/backup/keys";
import { migrateDocumentFiles } from "@/lib/documents/migrate-document-files";
import { fillSearchKeys } from "@/lib/names/fill-search-keys";
import { getDb, type Db } from "./client";
import { startEmbeddedPostgres } from "./embedded";
import { runMigrations } from "./migrate";
import { accounts } from "./schema";

export type BootstrapResult = { embedded: boolean; demoLoaded: boolean; stop: () => Promise<void> };

/**
 * The rows written at start, handed in by the caller (seed/database-content.ts): the seed is built
 * on the app's rules (lib/), which sit above the database code, so db/ never imports it.
 */
export type DatabaseContent = {
  /** Rows every installation needs; idempotent, written at every start. */
  ensureReferenceData: (db: Db) => Promise<void>;
  /** The first accounts of a database without any; absent (the npm scripts): none are made. */
  firstAccounts?: {
    seedDemoData: (db: Db) => Promise<void>;
    createAdmin: (db: Db, admin: { username: string; password: string }) => Promise<void>;
  };
};

const projectDir = () => /*turbopackIgnore: true*/ process.cwd();

/**
 * Prepares the database for the app: starts the embedded PostgreSQL when DATABASE_URL is unset,
 * applies migrations and reference data, and, given `firstAccounts`, loads demo data on an empty
 * embedded database or creates the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD on an
 * empty external one.
 */
export async function bootstrapDatabase(content: DatabaseContent): Promise<BootstrapResult> {
  let stop = async () => {};
  const embedded = !process.env.DATABASE_URL;
  if (embedded) {
    const server = await startEmbeddedPostgres({
      dataDir: process.env.EMBEDDED_PG_DIR ?? path.join(projectDir(), ".data", "pg"),
      port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    });
    process.env.DATABASE_URL = server.url;
    stop = server.stop;
  }
  ensureAuthSecret();
  // The embedded database's backups are encrypted from the first night, to a key pair made in .data.
  if (embedded) await ensureBackupKeyPair();
  const db = getDb();
  const demoLoaded = await withStartupLock(process.env.DATABASE_URL!, async () => {
    await runMigrations(db);
    // Rows older than their search keys (SQL cannot fold names): keyed here, before any search.
    const keyed = await fillSearchKeys(db);
    if (keyed) console.log(`[db] search keys written: ${keyed}`);
    await content.ensureReferenceData(db);
    const files = await migrateDocumentFiles(db);
    if (files.migrated || files.left) {
      console.log(
        `[db] attachments moved into the database: ${files.migrated}` +
          (files.left ? ` (${files.left} files of no attachment left in place)` : ""),
      );
    }
    return content.firstAccounts ? prepareAccounts(db, embedded, content.firstAccounts) : false;
  });
  return { embedded, demoLoaded, stop };
}

async function prepareAccounts(
  db: Db,
  embedded: boolean,
  { seedDemoData, createAdmin }: NonNullable<DatabaseContent["firstAccounts"]>,
) {
  const [accountCount] = await db.select({ value: count() }).from(accounts);
  let demoLoaded = false;
  if (accountCount?.value === 0) {
    if (embedded) {
      await seedDemoData(db);
      demoLoaded = true;
    } else if (process.env.ADMIN_USERNAME && process.env.ADMIN_PASSWORD) {
      await createAdmin(db, { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD });
      console.log(`[db] administrator "${process.env.ADMIN_USERNAME}" created`);
    } else {
      console.warn(
        "[db] no account exists: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run create-admin`",
      );
    }
  }
  return demoLoaded;
}

/**
 * Several app nodes may start at once on one database: the preparation (migrations, reference
 * data, attachments, first accounts) runs in one of them at a time, under a session advisory
 * lock; the others wait, then find it done.
 */
async function withStartupLock<T>(url: string, prepare: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: "backoffice-startup" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await prepare();
  } finally {
    // Ending the session releases the lock as well.
    await client.end().catch(() => {});
  }
}

/** Any constant of our own; pg-boss takes its locks on other keys. */
const STARTUP_LOCK_KEY = 727_163_201_513;

/** Without AUTH_SECRET, one is generated once and kept in .data (fine for a single host). */
function ensureAuthSecret() {
  if (process.env.AUTH_SECRET) return;
  const file = path.join(projectDir(), ".data", "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}
