import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either this or the root db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

type DbHolder = { pool: pg.Pool; db: Db; url: string };

/** How long an unused pool connection stays open. */
const IDLE_CONNECTION_MS = 10 * 60_000;

// One pool per process, kept on globalThis so that bundled route handlers and the
// instrumentation hook share it.
const holderKey = Symbol.for("backoffice.db");
type GlobalWithDb = typeof globalThis & { [holderKey]?: DbHolder };

// NUMERIC comes back as a string (exact money); DATE as a plain "YYYY-MM-DD" string.
pg.types.setTypeParser(1082, (value: string) => value);

export function getDb(): Db {
  const g = globalThis as GlobalWithDb;
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set and the embedded database has not been started");
  if (!g[holderKey] || g[holderKey].url !== url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.DB_POOL_SIZE ?? 10),
      // pg's default closes a connection idle for 10 s: a desk's next call after a pause then
      // opened a new one (a backend started, SCRAM, catalog caches, every prepared statement
      // parsed and planned again), about 9x a warm call (docs/PERFORMANCE.md). Kept 10 minutes;
      // an idle connection does not keep a script's process alive.
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      allowExitOnIdle: true,
    });
    // An idle connection dropped by the server (PostgreSQL restarted, a network cut) is reported
    // here; without a listener Node would end the whole process. The pool replaces it on next use.
    pool.on("error", (error) => console.error("[db] idle connection lost:", error.message));
    g[holderKey] = { pool, db: drizzle(pool, { schema }), url };
  }
  return g[holderKey].db;
}

export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const holder = g[holderKey];
  g[holderKey] = undefined;
  if (holder) await holder.pool.end();
}

type SessionOf = {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<pg.QueryResult> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
};

/**
 * `db.execute(query)` as a named prepared statement: parsed once per connection, and planned once
 * when PostgreSQL finds its generic plan as good as the custom ones (plan_cache_mode auto). For
 * the list queries whose planning costs more than their execution (docs/PERFORMANCE.md). The name
 * is a hash of the text, so one name never stands for two statements.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<pg.QueryResult<T>> {
  // Drizzle's own path for db.execute, with a name: its session and dialect are not in its types.
  const { session, dialect } = db as unknown as SessionOf;
  const built = dialect.sqlToQuery(query);
  const name = `q_${createHash("sha1").update(built.sql).digest("hex").slice(0, 24)}`;
  return (await session.prepareQuery(built, undefined, name, false).execute()) as pg.QueryResult<T>;
}
