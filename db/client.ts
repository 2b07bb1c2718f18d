import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either this or the root db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

type DbHolder = { pool: pg.Pool; db: Db; url: string };

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
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
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
