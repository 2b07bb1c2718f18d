// `npx tsx bench/cash.bench.ts`: the cash module's live figures (target < 300 ms) on one
// generated event as large as the largest of the benchmark (BENCH_CASH_RESERVATIONS, default
// 50,000 reservations, as the reservation list's Excel event), in a throwaway embedded
// PostgreSQL: p50/p95 over BENCH_ROUNDS (30) calls of each use case the routes call, and the CPU
// time per call of the database server (its processes' /proc counters, 10 ms ticks: use enough
// rounds) and of Node, which a shared machine's load does not inflate as it does the wall time.
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { closeDb, getDb, type Db } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { ensureReferenceData } from "@/seed/reference-data";
import { countMovements } from "@/lib/cash/count-movements";
import { getAccountingSummary } from "@/lib/cash/get-accounting-summary";
import { getAgentsAccount } from "@/lib/cash/get-agents-account";
import { getCashRegister } from "@/lib/cash/get-cash-register";
import { getHotelsAccount } from "@/lib/cash/get-hotels-account";
import { movementSearchSchema } from "@/lib/cash/schemas";
import { searchMovements } from "@/lib/cash/search-movements";
import { seedCashEvent } from "./cash-event";
import { benchDatabase } from "./dataset";

const RESERVATIONS = Number(process.env.BENCH_CASH_RESERVATIONS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
// Linux clock ticks per second (`getconf CLK_TCK`) of /proc/<pid>/stat.
const CLOCK_TICKS = 100;

/** CPU seconds used so far by the database's server processes (same machine), from /proc. */
async function serverCpu(db: Db): Promise<Map<number, number> | null> {
  const { rows } = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
    } catch {
      return null; // A server on another machine, or a process gone: no server CPU figure.
    }
  }
  return used;
}

async function time(db: Db, label: string, run: () => Promise<unknown>) {
  await run(); // Warm: the pool's connections open, the plans are cached.
  const serverBefore = await serverCpu(db);
  const clientBefore = process.cpuUsage();
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  const client = process.cpuUsage(clientBefore);
  const serverAfter = await serverCpu(db);
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  const clientMs = ((client.user + client.system) / 1000 / ROUNDS).toFixed(1);
  let serverMs = "n/a";
  if (serverBefore && serverAfter) {
    let seconds = 0;
    for (const [pid, after] of serverAfter) seconds += after - (serverBefore.get(pid) ?? 0);
    serverMs = ((seconds * 1000) / ROUNDS).toFixed(1);
  }
  console.log(
    `${label.padEnd(40)} p50 ${at(0.5).padStart(6)} ms  p95 ${at(0.95).padStart(6)} ms  ` +
      `CPU/call: server ${serverMs.padStart(5)} ms, node ${clientMs.padStart(5)} ms`,
  );
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

async function main() {
  const database = await benchDatabase();
  try {
    process.env.DATABASE_URL = database.url;
    const db = getDb();
    // pool.end() does not wait for its clients' sockets to close: when the server stops right
    // after, a closing client reports "terminating connection"; nothing to do with the figures.
    (db as Db & { $client: pg.Pool }).$client.on("error", () => {});
    await runMigrations(db);
    await ensureReferenceData(db);
    const eventId = await seedCashEvent(db, RESERVATIONS);
    const one = async <T>(query: ReturnType<typeof sql>) =>
      (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;
    const counts = await one<{ reservations: number; nights: number; payments: number }>(sql`
      select (select count(*) from reservations)::int as reservations,
             (select count(*) from reservation_days)::int as nights,
             (select count(*) from payments)::int as payments`);
    console.log(
      `Cash module on one event: ${counts.reservations} reservations, ${counts.nights} nights, ${counts.payments} movements, 200 agents`,
    );
    console.log(`Load average before: ${load()} (${os.cpus().length} CPUs)`);
    const criteria = movementSearchSchema.parse({ eventId });
    const filtered = movementSearchSchema.parse({ eventId, typology: "Outbound", notes: "x" });
    await time(db, "Cassa (GET /cashregistry)", () => getCashRegister({ db, eventId }));
    await time(db, "Movimenti first page", () => searchMovements({ db, criteria, preservePages: false }));
    await time(db, "Movimenti count", () => countMovements({ db, criteria }));
    await time(db, "Movimenti count, Uscite + notes", () => countMovements({ db, criteria: filtered }));
    await time(db, "Conto agenti (GET /accountings/agents)", () => getAgentsAccount({ db, eventId }));
    await time(db, "Hotels (GET /accountings/hotels)", () => getHotelsAccount({ db, eventId }));
    await time(db, "Riepilogo (GET /accountings/summary)", () => getAccountingSummary({ db, eventId }));
    console.log(`Load average after: ${load()}`);
  } finally {
    await closeDb();
    await database.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
