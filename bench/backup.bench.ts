// `npm run bench:backup`: on the benchmark dataset (BENCH_CUSTOMERS customers, default 100,000, and
// about BENCH_RESERVATION_NIGHTS reservation-nights, default 1,000,000: bench/reservations.bench.ts)
// times `createBackup` and `restoreBackup` (lib/backup; the file encrypted to a key pair made for
// the run) and the customer list call (first page,
// the use case of GET /api/customers) before and while the backup runs. Targets: backup
// <= 60 s, restore <= 120 s on a 2-core machine. BENCH_DATABASE_URL / BENCH_KEEP_DATABASE as for
// the other benches (bench/dataset.ts).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { ensureReferenceData } from "@/seed/reference-data";
import { createBackup, readSnapshot } from "@/lib/backup/backup";
import { newKeyPair } from "@/lib/backup/keys";
import { restoreBackup } from "@/lib/backup/restore";
import { searchCustomers } from "@/lib/customers/search-customers";
import { benchDatabase, generatePeople } from "./dataset";
import { loadDataset } from "./reservations.bench";

process.env.DB_POOL_SIZE ??= "4";
process.env.AUTH_SECRET ??= `bench-${randomBytes(24).toString("hex")}`;
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 5_000);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percentile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function main() {
  const { url, cleanup } = await benchDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-bench-backup-"));
  let restoreName: string | null = null;
  try {
    process.env.DATABASE_URL = url;
    const db = getDb();
    await runMigrations(db);
    await ensureReferenceData(db);
    let started = performance.now();
    await generatePeople(db, { customers: CUSTOMERS, users: USERS });
    const { reservations, nights } = await loadDataset(db);
    await db.execute(sql`vacuum analyze`);
    const size = await db.execute<{ size: string }>(
      sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    console.log(
      `dataset: ${CUSTOMERS} customers, ${reservations} reservations, ${nights} nights, database ${size.rows[0]!.size}, ` +
        `generated in ${seconds(performance.now() - started)}`,
    );

    const listCall = async () => {
      const start = performance.now();
      await searchCustomers({ db, query: { search: undefined, pageNumber: 0, preservePages: false } });
      return performance.now() - start;
    };
    const idle: number[] = [];
    for (let i = 0; i < 100; i++) idle.push(await listCall());

    // The backup, with one client calling the list meanwhile.
    let running = true;
    const during: number[] = [];
    const caller = (async () => {
      while (running) {
        during.push(await listCall());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const keys = await newKeyPair();
    started = performance.now();
    const backup = await createBackup({ url, dir, recipients: [keys.recipient] });
    const backupMs = performance.now() - started;
    running = false;
    await caller;
    const rows = backup.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `backup:  ${seconds(backupMs)} (target 60 s), ${rows} rows in ${backup.manifest.tables.length} tables, ` +
        `file ${(backup.size / 1048576).toFixed(1)} MB (encrypted, written, synced and read back)`,
    );
    console.log(
      `list call (customers, first page): idle p50 ${percentile(idle, 0.5).toFixed(1)} ms p95 ${percentile(idle, 0.95).toFixed(1)} ms; ` +
        `during the backup p50 ${percentile(during, 0.5).toFixed(1)} ms p95 ${percentile(during, 0.95).toFixed(1)} ms (${during.length} calls)`,
    );

    // The restore into an empty database of the same server.
    restoreName = `bo_bench_restore_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${restoreName}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${restoreName}`;
    started = performance.now();
    const result = await restoreBackup({
      url: target.toString(),
      file: backup.file,
      identities: [keys.identity],
    });
    console.log(
      `restore: ${seconds(performance.now() - started)} (target 120 s), ${result.rows} rows, checksums checked`,
    );

    const check = new pg.Client({ connectionString: target.toString() });
    await check.connect();
    const again = await readSnapshot(check);
    await check.end();
    const differing = backup.manifest.tables.filter((table, i) => again.tables[i]?.sha256 !== table.sha256);
    console.log(
      differing.length
        ? `restored tables differing: ${differing.map((t) => t.name).join(", ")}`
        : "restored database: every table's rows and sha256 equal to the backup's",
    );
  } finally {
    (getDb() as unknown as { $client: pg.Pool }).$client.on("error", () => {});
    await closeDb();
    if (restoreName) {
      const admin = new pg.Client({ connectionString: url });
      await admin
        .connect()
        .then(() => admin.query(`drop database if exists ${restoreName} with (force)`))
        .catch(() => {});
      await admin.end().catch(() => {});
    }
    fs.rmSync(dir, { recursive: true, force: true });
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
