// `npx tsx bench/cash-explain.ts [summary|agents|hotels|register]`: where a cash screen's time
// goes on the cash benchmark's event (bench/cash-event.ts, BENCH_CASH_RESERVATIONS): the SQL
// statements its use case sends (recorded by a Drizzle logger), their count, each one again under
// EXPLAIN (ANALYZE, BUFFERS), then each one alone (median wall time and server CPU of BENCH_ROUNDS
// runs; the CPU is read from /proc, so the server must run on this machine). BENCH_DATABASE_URL:
// a server to create the database on (otherwise an embedded PostgreSQL); with it,
// BENCH_KEEP_DATABASE=1 leaves the database there and prints its URL.
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import * as schema from "@/db/schema";
import { ensureReferenceData } from "@/seed/reference-data";
import { getAccountingSummary } from "@/lib/cash/get-accounting-summary";
import { getAgentsAccount } from "@/lib/cash/get-agents-account";
import { getCashRegister } from "@/lib/cash/get-cash-register";
import { getHotelsAccount } from "@/lib/cash/get-hotels-account";
import { seedCashEvent } from "./cash-event";
import { benchDatabase } from "./dataset";

const RESERVATIONS = Number(process.env.BENCH_CASH_RESERVATIONS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const screens = {
  summary: getAccountingSummary,
  agents: getAgentsAccount,
  hotels: getHotelsAccount,
  register: getCashRegister,
} as const;

async function main() {
  const screen = (process.argv[2] ?? "summary") as keyof typeof screens;
  const screenCall = screens[screen];
  if (!screenCall) throw new Error(`Unknown screen ${screen}: one of ${Object.keys(screens).join(", ")}`);
  const database = await benchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  pool.on("error", () => {}); // An idle client told of the server stopping at the end.
  try {
    const recorded: { query: string; params: unknown[] }[] = [];
    let recording = false;
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => void (recording && recorded.push({ query, params })) },
    }) as Db;
    await runMigrations(db);
    await ensureReferenceData(db);
    const eventId = await seedCashEvent(db, RESERVATIONS);
    for (let warm = 0; warm < 3; warm++) await screenCall({ db, eventId });
    recording = true;
    const start = performance.now();
    await screenCall({ db, eventId });
    const elapsed = performance.now() - start;
    recording = false;
    console.log(`${screen}: ${recorded.length} statements, ${elapsed.toFixed(1)} ms for the call\n`);
    for (const [index, { query, params }] of recorded.entries()) {
      const plan = await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${query}`, params);
      const lines = plan.rows.map((row) => row["QUERY PLAN"]);
      console.log(`--- statement ${index + 1}: ${query.replace(/\s+/g, " ").slice(0, 160)}...`);
      console.log(lines.join("\n"), "\n");
    }
    // Without EXPLAIN's per-row clock reads: each statement alone on one connection, median wall
    // time of ROUNDS runs and the server CPU time per run (the backend's /proc counters).
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      const cpu = () => {
        const fields = fs.readFileSync(`/proc/${rows[0]!.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
        return (Number(fields[11]) + Number(fields[12])) * 10; // 100 ticks per second
      };
      for (const [index, { query, params }] of recorded.entries()) {
        const samples: number[] = [];
        const cpuBefore = cpu();
        for (let round = 0; round < ROUNDS; round++) {
          const begin = performance.now();
          await client.query(query, params);
          samples.push(performance.now() - begin);
        }
        const cpuMs = ((cpu() - cpuBefore) / ROUNDS).toFixed(1);
        samples.sort((a, b) => a - b);
        const median = samples[Math.floor(samples.length / 2)]!.toFixed(1);
        console.log(`statement ${index + 1}: median ${median} ms alone, server CPU ${cpuMs} ms per run`);
      }
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
    if (process.env.BENCH_KEEP_DATABASE === "1" && process.env.BENCH_DATABASE_URL)
      console.log(`Kept: ${database.url}`);
    else await database.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
