// `npm run bench:http`: the HTTP API against the same SQL through a raw pg.Pool, side by side in
// one run. Generates the dataset (BENCH_CUSTOMERS customers, BENCH_USERS users, the reservations
// of bench/reservations.bench.ts), runs VACUUM ANALYZE, starts the production server the way
// `npm start` does (built once when needed; WEB_CONCURRENCY server processes, or each count of
// BENCH_PROCESSES="1,2" in turn on the same data), then measures
// each call for BENCH_SECONDS (3) at 1, 8 and 32 callers (BENCH_CALLERS) through HTTP and, on
// the raw side, the statements that the call's use case sends, captured once and replayed through
// a pool of BENCH_RAW_POOL (10) connections. BENCH_PROFILE_DIR: a CPU profile of one server process. Prints p50/p95/p99, requests per second and the ratio
// API/raw. BENCH_ONLY=<substring> keeps the calls whose label contains it (one starting with
// "customers" skips generating the reservations). BENCH_ONLY=soak: the soak run of bench/soak.ts
// instead (BENCH_SOAK_DESKS desks, 32, for BENCH_SOAK_SECONDS, 300). BENCH_REUSE_DATABASE=<url>:
// measure on that database as it is (no dataset, not dropped).
//
// Before and after the table, a calibration line (bench/calibration.ts): a fixed JavaScript loop,
// a fixed PostgreSQL query and the load average. The targets are stated per unit of it: each row
// at 1 and 8 callers ends with PASS or FAIL against its target times the calibration's scale, and
// a last line repeats the verdicts with the scale of both calibrations averaged. Each row also
// shows the CPU time per call of the server processes and of PostgreSQL (read from /proc, when
// PostgreSQL runs on this machine): unlike latency, it hardly depends on the machine's load.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { closeDb, getDb, type Db } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { ensureReferenceData } from "@/seed/reference-data";
import { loadCaller, type Caller } from "@/lib/auth/caller";
import { issueAccessToken } from "@/lib/auth/tokens";
import { countCustomers } from "@/lib/customers/count-customers";
import { getCustomer } from "@/lib/customers/get-customer";
import { searchCustomers } from "@/lib/customers/search-customers";
import { searchEvents } from "@/lib/events/search-events";
import { eventSearchSchema } from "@/lib/events/schemas";
import { getProfileInfo } from "@/lib/profiles/get-profile-info";
import { countReservationGuests } from "@/lib/reservations/count-reservation-guests";
import { countReservations } from "@/lib/reservations/count-reservations";
import { searchReservations } from "@/lib/reservations/search-reservations";
import { reservationCriteriaSchema } from "@/lib/reservations/search-schemas";
import { pageQuerySchema } from "@/lib/api/paging";
import { customerCountQuerySchema } from "@/lib/customers/schemas";
import { fillSearchKeys } from "@/lib/names/fill-search-keys";
import { calibrate, calibrationLine, combine, type Calibration } from "./calibration";
import { benchDatabase, freePort, generatePeople } from "./dataset";
import { parentOf, treeCpuMs } from "./process-cpu";
import { runSoak } from "./soak";
import { loadDataset } from "./reservations.bench";

process.env.AUTH_SECRET ??= `bench-${randomBytes(24).toString("hex")}`;
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 5_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CALLERS = (process.env.BENCH_CALLERS ?? "1,8,32").split(",").map(Number);
const RAW_POOL = Number(process.env.BENCH_RAW_POOL ?? 10);

type Statement = { text: string; values?: unknown[]; rowMode?: string; name?: string; types?: unknown };

/** Every statement a use case sends, as pg.Client#query receives it, to replay it later. */
let captured: Statement[] | null = null;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (captured) {
    const [config, values] = args as [string | Statement, unknown[] | undefined];
    const statement = typeof config === "string" ? { text: config, values } : config;
    captured.push({
      text: statement.text,
      values: statement.values ?? values,
      rowMode: statement.rowMode,
      types: statement.types,
      // A named (prepared) statement stays named: the raw side gets the same plan caching.
      name: statement.name,
    });
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

async function capture(run: () => Promise<unknown>): Promise<Statement[]> {
  captured = [];
  try {
    await run();
    return captured;
  } finally {
    captured = null;
  }
}

type Call = {
  label: string;
  /** The i-th request (a varying term or event, so that caches do not answer every one). */
  http: (i: number) => { method: "GET" | "POST"; path: string; body?: unknown };
  /** The use case the route calls, with the same input: its statements are the raw side. */
  sql: (i: number) => Promise<unknown>;
};

type Cell = {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  errors: number;
  /** CPU ms per call of the server processes and of PostgreSQL (null where /proc cannot tell). */
  serverCpu: number | null;
  pgCpu: number | null;
};

/** The process trees whose CPU time a cell divides by its calls: the server's and PostgreSQL's. */
const cpuRoots: { server?: number; postgres?: number } = {};

/** `callers` loops for SECONDS; latency percentiles and completed requests per second. */
async function measure(callers: number, run: (i: number) => Promise<unknown>): Promise<Cell> {
  const samples: number[] = [];
  const serverBefore = treeCpuMs(cpuRoots.server);
  const pgBefore = treeCpuMs(cpuRoots.postgres);
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const i = next++;
        const start = performance.now();
        try {
          await run(i);
          samples.push(performance.now() - start);
        } catch (error) {
          if (errors++ === 0) console.error(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const perCall = (before: number | null, after: number | null) =>
    before === null || after === null || !samples.length ? null : (after - before) / samples.length;
  const serverCpu = perCall(serverBefore, treeCpuMs(cpuRoots.server));
  const pgCpu = perCall(pgBefore, treeCpuMs(cpuRoots.postgres));
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    perSecond: samples.length / elapsed,
    errors,
    serverCpu,
    pgCpu,
  };
}

/** Requests sent again because a kept-alive socket was closed by the server as it was reused. */
export const resent = { count: 0 };

function httpCall(agent: http.Agent, port: number, token: string) {
  const send = (request: ReturnType<Call["http"]>, retry = true): Promise<string> =>
    sendOnce(request).catch((error: Error & { reusedSocket?: boolean; code?: string }) => {
      // Node's advice for keep-alive: a reused socket that the server closed at its keep-alive
      // timeout answers ECONNRESET before the request reached the app; send it once more.
      if (retry && error.reusedSocket && error.code === "ECONNRESET") {
        resent.count++;
        return send(request, false);
      }
      throw error;
    });
  const sendOnce = ({ method, path, body }: ReturnType<Call["http"]>) =>
    new Promise<string>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload
              ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString();
            if (res.statusCode !== 200) reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
            else resolve(text);
          });
          res.on("error", reject);
        },
      );
      req.on("error", (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
      req.end(payload);
    });
  return send;
}

async function startServer(env: Record<string, string | undefined>, port: number): Promise<ChildProcess> {
  // BENCH_PROFILE_DIR: one server process under --cpu-prof (its profile is written when it stops).
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const args = profileDir
    ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "scripts/server.mjs"]
    : ["scripts/start.mjs"];
  const server = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 20 * 60_000; // a first build can take minutes on a busy machine
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ready = await new Promise<boolean>((resolve) => {
      http
        .get({ host: "127.0.0.1", port, path: "/api/ping" }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on("error", () => resolve(false));
    });
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer /api/ping in time");
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

function readComm(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, "utf8");
  } catch {
    return "";
  }
}

function load(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
}

async function prepareDataset(db: Db, { reservations }: { reservations: boolean }) {
  await runMigrations(db);
  await ensureReferenceData(db);
  const started = performance.now();
  await generatePeople(db, { customers: CUSTOMERS, users: USERS });
  // A common surname, as a real customer base has ("ross": Rossi and Rossetti, about 9 %).
  await db.execute(sql`
    update customers set last_name = case when id % 11 = 0 then 'Rossi' else 'Rossetti' end, search_key = null
     where id % 11 = 0 or id % 1000 = 1`);
  await fillSearchKeys(db);
  if (reservations) {
    await loadDataset(db);
    // Numbers for the sort by progressive number, as the desk gives them.
    await db.execute(sql`
      update reservations r set progressive_number = n.rn
        from (select id, row_number() over (partition by event_id order by check_in, id) as rn from reservations) n
       where n.id = r.id`);
  }
  await db.execute(sql`vacuum analyze`);
  console.log(`dataset generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function benchAccount(db: Db): Promise<{ token: string; caller: Caller }> {
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;
  const profile = await one<{ id: number }>(
    sql`insert into profiles (type, first_name, last_name) values ('Master', 'Bench', 'Http') returning id`,
  );
  const role = await one<{ id: number }>(sql`select min(id)::int as id from roles`);
  const account = await one<{ id: number }>(sql`
    insert into accounts (profile_id, username, password_hash, role_id)
    values (${profile.id}, ${`bench-http-${Date.now()}`}, 'not a hash', ${role.id}) returning id`);
  const family = randomUUID();
  const caller = await loadCaller(db, { accountId: account.id, tokenVersion: 0, family });
  if (!caller) throw new Error("the bench account could not be loaded");
  const token = (await issueAccessToken(account.id, 0, family)).token;
  return { token, caller };
}

async function calls(db: Db, caller: Caller): Promise<Call[]> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows;
  const rare = (
    await rows<{ term: string }>(sql`
    select substr(last_name, 2, 5) as term from customers where last_name not like 'Ross%'
     order by id limit 200`)
  ).map((row) => row.term);
  const customerIds = (
    await rows<{ id: number }>(sql`
    select id from customers order by md5(id::text) limit 200`)
  ).map((row) => row.id);
  const events = await rows<{ event_id: number; first_day: string; name: string }>(sql`
    select r.event_id, to_char(min(r.check_in) + 2, 'YYYY-MM-DD') as first_day,
           (select substr(c.last_name, 2, 4) from reservation_customers rc join customers c on c.id = rc.customer_id
             where rc.reservation_id = min(r.id)) as name
      from reservations r group by r.event_id order by md5(r.event_id::text) limit 100`);
  const event = (i: number) => events[i % events.length]!;
  const get = (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return { method: "GET" as const, path: search ? `${path}?${search}` : path };
  };
  const customerSearch = (label: string, term: (i: number) => string | undefined): Call => ({
    label,
    http: (i) => get("/api/customers/search", term(i) ? { search: term(i)! } : {}),
    sql: (i) => searchCustomers({ db, query: pageQuerySchema.parse({ search: term(i) }) }),
  });
  const reservationCall = (
    label: string,
    route: "search" | "count" | "guestscount",
    criteria: (i: number) => Record<string, unknown>,
  ): Call => ({
    label,
    http: (i) => ({ method: "POST", path: `/api/reservations/${route}`, body: criteria(i) }),
    sql: (i) => {
      const parsed = reservationCriteriaSchema.parse(criteria(i));
      if (route === "search")
        return searchReservations({ db, caller, criteria: parsed, preservePages: false });
      if (route === "count") return countReservations({ db, caller, criteria: parsed });
      return countReservationGuests({ db, caller, criteria: parsed });
    },
  });
  return [
    customerSearch("customers/search, rare term", (i) => rare[i % rare.length]),
    customerSearch("customers/search, empty", () => undefined),
    customerSearch('customers/search "ross"', () => "ross"),
    {
      label: "customers/count",
      http: () => get("/api/customers/count"),
      sql: () => countCustomers({ db, query: customerCountQuerySchema.parse({}) }),
    },
    {
      label: "events/search",
      http: () => get("/api/events/search"),
      sql: () => searchEvents({ db, query: eventSearchSchema.parse({}) }),
    },
    {
      label: "profiles/profileinfo",
      http: () => get("/api/profiles/profileinfo"),
      sql: () => getProfileInfo({ db, caller }),
    },
    {
      label: "customers/{id}",
      http: (i) => get(`/api/customers/${customerIds[i % customerIds.length]}`),
      sql: (i) => getCustomer({ db, id: customerIds[i % customerIds.length]! }),
    },
    reservationCall("reservations/search, default", "search", (i) => ({ eventId: event(i).event_id })),
    reservationCall("reservations/search, customer name", "search", (i) => ({
      eventId: event(i).event_id,
      customerContacts: event(i).name,
    })),
    reservationCall("reservations/search, check-in range", "search", (i) => ({
      eventId: event(i).event_id,
      checkInFrom: event(i).first_day,
      checkInTo: event(i).first_day,
    })),
    reservationCall("reservations/search, progressive desc", "search", (i) => ({
      eventId: event(i).event_id,
      orderField: "ProgressiveNumber",
      orderDirection: "Descending",
    })),
    reservationCall("reservations/count", "count", (i) => ({ eventId: event(i).event_id })),
    reservationCall("reservations/guestscount", "guestscount", (i) => ({ eventId: event(i).event_id })),
  ];
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

/**
 * The targets, per unit of calibration (bench/calibration.ts, docs/PERFORMANCE.md): at 8 callers
 * every call's API p95 <= 20 ms x scale; at 1 caller the API's p50 within 1.5 ms x scale of its
 * raw SQL's p50. No target at other numbers of callers.
 */
export const TARGETS = { p95At8Ms: 20, overheadAt1Ms: 1.5 } as const;

type Verdict = { text: string; pass: boolean } | null;

function verdict(callers: number, api: Cell, raw: Cell, scale: number): Verdict {
  if (callers === 8) {
    const target = TARGETS.p95At8Ms * scale;
    const pass = api.p95 <= target;
    return { pass, text: `p95 ${ms(api.p95)} <= ${ms(target)}: ${pass ? "PASS" : "FAIL"}` };
  }
  if (callers === 1) {
    const target = raw.p50 + TARGETS.overheadAt1Ms * scale;
    const pass = api.p50 <= target;
    return { pass, text: `p50 ${ms(api.p50)} <= ${ms(target)}: ${pass ? "PASS" : "FAIL"}` };
  }
  return null;
}
const cellText = (cell: Cell) =>
  `${ms(cell.p50)} / ${ms(cell.p95)} / ${ms(cell.p99)} ms, ${cell.perSecond.toFixed(0)}/s${cell.errors ? ` (${cell.errors} errors)` : ""}`;
const cpuText = (cell: Cell) =>
  cell.serverCpu === null && cell.pgCpu === null
    ? "-"
    : [cell.serverCpu, cell.pgCpu].map((value) => (value === null ? "?" : value.toFixed(2))).join(" + ");

/** The verdicts again with the scale of both calibrations (before and after the table) averaged. */
function printVerdicts(
  rows: { label: string; callers: number; api: Cell; raw: Cell }[],
  before: Calibration,
  after: Calibration,
) {
  const scale = combine(before, after);
  const judged = rows
    .map((row) => ({ row, verdict: verdict(row.callers, row.api, row.raw, scale) }))
    .filter((item): item is { row: (typeof rows)[number]; verdict: NonNullable<Verdict> } => !!item.verdict);
  const failed = judged.filter((item) => !item.verdict.pass);
  // The calibration measures one core's speed; with more runnable processes than cores, calls
  // also wait for a core in turn, which it does not measure (docs/PERFORMANCE.md).
  const busiest = Math.max(before.load[0], after.load[0]);
  if (busiest > os.availableParallelism() * 1.5) {
    console.log(
      `load average up to ${busiest.toFixed(1)} on ${os.availableParallelism()} cores: the machine was shared, the ` +
        "verdicts below do not judge the build; compare the CPU ms per call instead",
    );
  }
  console.log(
    `targets x${scale.toFixed(2)} (mean of both calibrations; ${TARGETS.p95At8Ms} ms p95 at 8 callers, raw p50 + ` +
      `${TARGETS.overheadAt1Ms} ms at 1 caller, per unit): ${judged.length - failed.length} of ${judged.length} pass` +
      (failed.length
        ? `; FAIL: ${failed.map((item) => `${item.row.label} at ${item.row.callers} (${item.verdict.text.replace(/: FAIL$/, "")})`).join("; ")}`
        : ""),
  );
}

/** BENCH_ONLY=soak: the production server under desks mixing searches, saves and payments. */
async function soak(db: Db, url: string, token: string) {
  const port = await freePort();
  const env = { DATABASE_URL: url, AUTH_SECRET: process.env.AUTH_SECRET };
  const server = await startServer(env, port);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    await runSoak({ db, send: httpCall(agent, port, token), serverPid: server.pid!, load });
    console.log(`requests sent again after a kept-alive socket was reset: ${resent.count}`);
    agent.destroy();
  } finally {
    await stopServer(server);
  }
}

async function main() {
  // BENCH_REUSE_DATABASE=<url>: a database a previous run (or `generatePeople`) filled, used as it is.
  const reuse = process.env.BENCH_REUSE_DATABASE;
  const { url, cleanup } = reuse ? { url: reuse, cleanup: async () => {} } : await benchDatabase();
  let server: ChildProcess | undefined;
  // Connections kept open between cells, as the server's pool keeps them (db/client.ts).
  const raw = new pg.Pool({ connectionString: url, max: RAW_POOL, idleTimeoutMillis: 10 * 60_000 });
  raw.on("error", () => {});
  try {
    process.env.DATABASE_URL = url;
    process.env.DB_POOL_SIZE ??= "10";
    const db = getDb();
    console.log(`load average before the dataset: ${load()}`);
    const only = process.env.BENCH_ONLY;
    // BENCH_ONLY=customers...: the customer calls only, without generating the reservations.
    if (reuse) await runMigrations(db);
    else await prepareDataset(db, { reservations: !only?.startsWith("customers") });
    const { token, caller } = await benchAccount(db);
    if (only === "soak") {
      await soak(db, url, token);
      return;
    }
    // PostgreSQL's processes, when it runs on this machine: the parent of a backend.
    const { rows: backend } = await raw.query<{ pid: number }>("select pg_backend_pid() as pid");
    const postmaster = parentOf(backend[0]!.pid);
    if (postmaster && /postgres/.test(readComm(postmaster))) cpuRoots.postgres = postmaster;
    const selected = (await calls(db, caller)).filter((call) => !only || call.label.includes(only));
    // The raw side: each request's statements, captured once from its use case (the first 200).
    const statements = new Map<Call, Statement[][]>();
    for (const call of selected) {
      const list: Statement[][] = [];
      for (let i = 0; i < 200; i++) list.push(await capture(() => call.sql(i)));
      statements.set(call, list);
    }
    // BENCH_EXPLAIN=1: EXPLAIN (ANALYZE, BUFFERS) of each call's first request, statement by
    // statement: the buffers a call touches do not depend on the machine's load.
    if (process.env.BENCH_EXPLAIN) {
      for (const call of selected) {
        const parts: string[] = [];
        for (const statement of statements.get(call)![0]!) {
          if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
          const { rows } = await raw.query<{
            "QUERY PLAN": [
              { Plan: Record<string, number>; "Planning Time": number; "Execution Time": number },
            ];
          }>({
            text: `explain (analyze, buffers, format json) ${statement.text}`,
            values: statement.values,
          });
          const [plan] = rows[0]!["QUERY PLAN"];
          const buffers = plan.Plan["Shared Hit Blocks"]! + plan.Plan["Shared Read Blocks"]!;
          parts.push(
            `${buffers} buffers, planning ${plan["Planning Time"].toFixed(2)} ms, execution ${plan["Execution Time"].toFixed(2)} ms`,
          );
        }
        console.log(`explain ${call.label}: ${parts.join("; ")}`);
      }
    }
    const replay = async (list: Statement[][], i: number) => {
      for (const statement of list[i % list.length]!) await raw.query(statement as pg.QueryConfig);
    };
    // BENCH_PROCESSES="1,2": the whole table once per number of server processes, on the same data.
    const processCounts = (process.env.BENCH_PROCESSES ?? process.env.WEB_CONCURRENCY ?? "")
      .split(",")
      .filter(Boolean);
    for (const processes of processCounts.length ? processCounts : [undefined]) {
      const port = await freePort();
      const env = { DATABASE_URL: url, AUTH_SECRET: process.env.AUTH_SECRET, WEB_CONCURRENCY: processes };
      server = await startServer(env, port);
      cpuRoots.server = server.pid;
      const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(...CALLERS) });
      const send = httpCall(agent, port, token);
      console.log(
        `\nserver processes: ${processes ?? `default (${os.availableParallelism()})`}, ${SECONDS} s per cell, raw pool ${RAW_POOL}; load average ${load()}`,
      );
      const before = await calibrate(raw);
      console.log(`${calibrationLine("before", before)}\n`);
      const rows: { label: string; callers: number; api: Cell; raw: Cell }[] = [];
      const header = `${"call".padEnd(40)} ${"callers".padStart(7)}   ${"API p50 / p95 / p99, req/s".padEnd(40)} ${"raw p50 / p95 / p99, req/s".padEnd(40)} ${"API/raw p50, req/s".padEnd(18)} ${"CPU ms/call: API server + pg, raw pg".padEnd(36)}   target x${before.scale.toFixed(2)}`;
      console.log(header);
      for (const call of selected) {
        // Warm-up: the route's code paths and the raw statements' plans.
        for (let i = 0; i < 20; i++) {
          await send(call.http(i));
          await replay(statements.get(call)!, i);
        }
        for (const callers of CALLERS) {
          const api = await measure(callers, (i) => send(call.http(i)));
          const sqlOnly = await measure(callers, (i) => replay(statements.get(call)!, i));
          rows.push({ label: call.label, callers, api, raw: sqlOnly });
          const ratio = `${(api.p50 / sqlOnly.p50).toFixed(1)}x, ${((100 * api.perSecond) / sqlOnly.perSecond).toFixed(0)} %`;
          const line =
            `${call.label.padEnd(40)} ${String(callers).padStart(7)}   ${cellText(api).padEnd(40)} ${cellText(sqlOnly).padEnd(40)} ` +
            `${ratio.padEnd(18)} ${`${cpuText(api)}, ${sqlOnly.pgCpu === null ? "-" : sqlOnly.pgCpu.toFixed(2)}`.padEnd(36)}   ` +
            `${verdict(callers, api, sqlOnly, before.scale)?.text ?? ""}`;
          console.log(line);
        }
      }
      const after = await calibrate(raw);
      console.log(`\n${calibrationLine("after", after)}`);
      printVerdicts(rows, before, after);
      agent.destroy();
      await stopServer(server);
      server = undefined;
    }
  } finally {
    if (server) await stopServer(server);
    await raw.end().catch(() => {});
    (getDb() as unknown as { $client: pg.Pool }).$client.on("error", () => {});
    await closeDb();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
