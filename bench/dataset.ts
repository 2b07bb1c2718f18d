// The benchmarks' throwaway database and their generated people, shared by `npm run bench`
// (bench/search.bench.ts) and `npm run bench:http` (bench/http.bench.ts).
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "@/db/client";
import { startEmbeddedPostgres } from "@/db/embedded";
import { fillSearchKeys } from "@/lib/names/fill-search-keys";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A new database on BENCH_DATABASE_URL's server, or an embedded PostgreSQL in a temporary folder. */
export async function benchDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `bo_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    // As the embedded server is started (db/embedded.ts): the planner's cost of an SSD read.
    await admin.query(`alter database ${name} set random_page_cost = 1.1`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // BENCH_KEEP_DATABASE=1: the database stays, for later runs with BENCH_REUSE_DATABASE=<url>.
    if (process.env.BENCH_KEEP_DATABASE) console.log(`bench database (kept): ${url.toString()}`);
    return {
      url: url.toString(),
      cleanup: async () => {
        if (process.env.BENCH_KEEP_DATABASE) return;
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-bench-"));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "data"), port: await freePort() });
  return {
    url: server.url,
    cleanup: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `customers` customers and `users` User profiles with varied names (no trigram shared by every row). */
export async function generatePeople(db: Db, { customers, users }: { customers: number; users: number }) {
  await db.execute(sql`
    insert into customers (first_name, last_name, email, phone, city, rating)
    select initcap(translate(substr(md5(n::text), 1, 7), '0123456789', 'aeiouaeiou')),
           initcap(translate(substr(md5((n * 31)::text), 1, 9), '0123456789', 'rstlnaeiou')),
           substr(md5((n * 7)::text), 1, 10) || '@example.it',
           '3' || lpad((n::bigint * 7919 % 1000000000)::text, 9, '0'), 'Città ' || (n % 200), n % 6
    from generate_series(1, ${customers}) as n`);
  await db.execute(sql`
    insert into profiles (type, first_name, last_name, email, phone)
    select 'User', initcap(substr(md5((n * 3)::text), 1, 6)), initcap(substr(md5((n * 5)::text), 1, 8)),
           'utente' || n || '@example.it', '02' || n
    from generate_series(1, ${users}) as n`);
  // Their search keys, as the app writes them (SQL cannot fold names).
  await fillSearchKeys(db);
}
