// `npm run test:nodes`: two production servers on one PostgreSQL, as a load balancer would run
// them (docs/DECISIONS.md, "Several app nodes"). Starts an embedded PostgreSQL, builds the app if needed,
// starts two `npm start` servers (WEB_CONCURRENCY=1 each, same AUTH_SECRET and DATABASE_URL) at
// the same moment, then checks through HTTP only:
//   1. a reservation race split across both nodes books the last room exactly once;
//   2. accounting requests queued on either node are each completed once, by the worker of either;
//   3. an attachment uploaded through one node downloads through the other (and a delete there
//      is seen here);
//   4. a password change made through one node ends the sessions signed in on both;
//   5. the sign-in limits count the failures made through both nodes together.
// Prints the figures; exits non-zero on any failure; stops the servers and PostgreSQL in any case.
//
// Ports: NODES_PORT_A (3221), NODES_PORT_B (3222), NODES_PG_PORT (54421).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/db/embedded";
import { accountingRequests, reservations } from "@/db/schema";
import { EVENT_ACCOUNTING_JOB } from "@/lib/accounting/schemas";
import { createUser } from "../support/factories";
import { createEvent, createHotel, createPeriodPricing, createRoomType } from "../support/factories-events";
import { createCustomerRow } from "../support/factories-locations";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT_A = Number(process.env.NODES_PORT_A ?? 3221);
const PORT_B = Number(process.env.NODES_PORT_B ?? 3222);
const PG_PORT = Number(process.env.NODES_PG_PORT ?? 54421);
const AUTH_SECRET = `nodes-test-${randomBytes(24).toString("hex")}`;
const READY_TIMEOUT_MS = 120_000;
/** The whole run after the build: the servers, PostgreSQL and the checks. */
const TEST_TIMEOUT_MS = 240_000;

type Node = { name: "A" | "B"; port: number; base: string; child: ChildProcess; lines: string[] };
type Json = Record<string, unknown>;

const failures: string[] = [];
function check(condition: boolean, what: string) {
  console.log(`  ${condition ? "ok  " : "FAIL"} ${what}`);
  if (!condition) failures.push(what);
}

function startNode(name: Node["name"], port: number, databaseUrl: string): Node {
  // Exactly what `npm start` runs, in its own process group so that it can be stopped whole.
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      WEB_CONCURRENCY: "1",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      APP_ENV: "Stage",
      NEXT_TELEMETRY_DISABLED: "1",
      ADMIN_USERNAME: "nodes-admin",
      ADMIN_PASSWORD: "nodes-admin-password",
      DOCUMENTS_DIR: "",
      REQUEST_LOG: "",
    },
  });
  const node: Node = { name, port, base: `http://127.0.0.1:${port}`, child, lines: [] };
  let pending = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const lines = (pending + chunk.toString("utf8")).split("\n");
    pending = lines.pop() ?? "";
    node.lines.push(...lines);
    for (const line of lines) if (!line.startsWith("{")) console.log(`  [${name}] ${line}`);
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean))
      console.log(`  [${name}!] ${line}`);
  });
  return node;
}

async function stopNode(node: Node) {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return;
  const exited = new Promise((resolve) => node.child.once("exit", resolve));
  try {
    process.kill(-node.child.pid!, "SIGTERM");
  } catch {
    return;
  }
  const timeout = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
  await Promise.race([exited, timeout]);
  try {
    process.kill(-node.child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
}

async function waitHealthy(node: Node) {
  const started = Date.now();
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (node.child.exitCode !== null) throw new Error(`node ${node.name} exited (${node.child.exitCode})`);
    try {
      const response = await fetch(`${node.base}/api/health`);
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`node ${node.name} not healthy after ${READY_TIMEOUT_MS / 1000} s`);
}

async function api(node: Node, method: string, route: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${node.base}/api${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let envelope: Json = {};
  try {
    envelope = JSON.parse(text) as Json;
  } catch {
    envelope = { raw: text };
  }
  return { status: response.status, envelope, requestId: response.headers.get("x-request-id") };
}

// ---- 1. Reservation race ----

async function reservationRace(a: Node, b: Node) {
  console.log("\n1. Reservation race: 24 saves of the last room, alternating between the nodes");
  const staff = await createUser({ permissions: ["Reservations"] });
  const hotel = await createHotel();
  const last = await createRoomType({ capacity: 2 });
  const event = await createEvent();
  await createPeriodPricing({
    eventId: event.id,
    locationId: hotel.id,
    checkIn: "2031-05-10",
    checkOut: "2031-05-15",
    rooms: [{ roomTypeId: last.id, availability: 1 }],
  });
  const body = {
    reservation: {
      event: { id: event.id },
      location: { id: hotel.id },
      roomType: { id: last.id },
      checkIn: "2031-05-11",
      checkOut: "2031-05-14",
      type: "Standard",
      customers: [],
      profiles: [],
      payments: [],
    },
  };
  const nodes = Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? a : b));
  const started = performance.now();
  const answers = await Promise.all(
    nodes.map((node) => api(node, "POST", "/reservations/save", staff.token, body)),
  );
  const elapsed = performance.now() - started;
  const booked = answers.flatMap((answer, i) => (answer.status === 200 ? [nodes[i]!.name] : []));
  const refused = answers.filter(
    (answer) =>
      answer.status === 409 && (answer.envelope.validationCodes as string[])?.includes("WrongCapacity"),
  ).length;
  const errors = answers.filter((answer) => answer.status >= 500).length;
  const stored = await getDb()
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.eventId, event.id));
  console.log(
    `  saves 24 (12 per node) in ${elapsed.toFixed(0)} ms: booked ${booked.length} (through node ${booked.join(",") || "-"}), ` +
      `refused WrongCapacity ${refused}, 5xx ${errors}, reservations stored ${stored.length}`,
  );
  check(booked.length === 1, "exactly one save answered 200");
  check(refused === 23, "the other 23 answered 409 WrongCapacity");
  check(errors === 0, "no 5xx");
  check(stored.length === 1, "exactly one reservation in the database");
}

// ---- 2. Accounting requests and the job queue ----

type JobLine = { job: string; jobId: string; outcome: string; node: string };

function jobLines(nodes: Node[]): JobLine[] {
  return nodes.flatMap((node) =>
    node.lines
      .filter((line) => line.startsWith('{"time"') && line.includes('"jobId"'))
      .map((line) => ({ ...(JSON.parse(line) as Omit<JobLine, "node">), node: node.name })),
  );
}

async function accountingQueue(a: Node, b: Node) {
  console.log("\n2. Accounting requests: 8 queued (4 through each node), run by the workers of both");
  const accountant = await createUser({ permissions: ["EventAccounting"] });
  const events = await Promise.all(Array.from({ length: 8 }, () => createEvent()));
  const queued = await Promise.all(
    events.map((event, i) => {
      const node = i % 2 === 0 ? a : b;
      return api(node, "POST", `/events/accountinglist/${event.id}`, accountant.token).then((answer) => ({
        answer,
        node: node.name,
        eventId: event.id,
      }));
    }),
  );
  check(
    queued.every((q) => q.answer.status === 200),
    "every request was accepted (200)",
  );
  const requestIds = queued.map((q) => Number((q.answer.envelope.entity as Json | null)?.id));
  const started = Date.now();
  let rows: { id: number; status: string; attempts: number }[] = [];
  while (Date.now() - started < 60_000) {
    rows = await getDb()
      .select({
        id: accountingRequests.id,
        status: accountingRequests.status,
        attempts: accountingRequests.attempts,
      })
      .from(accountingRequests)
      .where(inArray(accountingRequests.id, requestIds));
    if (
      rows.length === requestIds.length &&
      rows.every((row) => row.status === "Completed" || row.status === "Error")
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const waited = Date.now() - started;
  // Each request's job, and the node whose worker ran it (from the nodes' job log lines). pg-boss
  // marks a job completed after its handler returns, a moment after the request row says
  // Completed, so wait (briefly) until every job has left the active state.
  type JobRow = { id: string; request_id: number; state: string; retry_count: number };
  let jobs: { rows: JobRow[] } = { rows: [] };
  const jobsStarted = Date.now();
  while (Date.now() - jobsStarted < 10_000) {
    jobs = await getDb().execute<JobRow>(sql`
      select id, (data->>'requestId')::int as request_id, state, retry_count
      from pgboss.job where name = ${EVENT_ACCOUNTING_JOB} and (data->>'requestId')::int = any(${sql.param(requestIds)}::int[])`);
    if (
      jobs.rows.length === requestIds.length &&
      jobs.rows.every((job) => job.state !== "active" && job.state !== "created")
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const runs = jobLines([a, b]);
  const runsOf = (jobId: string) => runs.filter((run) => run.jobId === jobId);
  let crossed = 0;
  const ranBy: Record<string, number> = { A: 0, B: 0 };
  for (const job of jobs.rows) {
    const mine = runsOf(job.id);
    for (const run of mine) ranBy[run.node] = (ranBy[run.node] ?? 0) + 1;
    const queuedOn = queued[requestIds.indexOf(job.request_id)]?.node;
    if (mine.length === 1 && mine[0]!.node !== queuedOn) crossed++;
  }
  console.log(
    `  completed ${rows.filter((row) => row.status === "Completed").length}/${requestIds.length} in ${waited} ms; ` +
      `runs by node A ${ranBy.A}, node B ${ranBy.B}; run by the other node than the one that queued it: ${crossed}; ` +
      `attempts per request ${[...new Set(rows.map((row) => row.attempts))].join(",")}`,
  );
  check(rows.length === 8 && rows.every((row) => row.status === "Completed"), "all 8 requests Completed");
  check(
    rows.every((row) => row.attempts === 1),
    "each request was taken once (attempts = 1)",
  );
  check(
    jobs.rows.length === 8 && jobs.rows.every((job) => job.state === "completed" && job.retry_count === 0),
    `one job per request, completed, never retried (${jobs.rows.map((job) => `${job.state}/${job.retry_count}`).join(" ")})`,
  );
  check(
    jobs.rows.every((job) => runsOf(job.id).length === 1 && runsOf(job.id)[0]!.outcome === "completed"),
    "each job ran exactly once across both nodes",
  );
}

// ---- 3. Attachments ----

async function attachments(a: Node, b: Node) {
  console.log("\n3. Attachment uploaded through node A, downloaded through node B");
  const clerk = await createUser({ permissions: ["Customers"] });
  const customer = await createCustomerRow();
  const bytes = new TextEncoder().encode(
    Array.from({ length: 30_000 }, (_, i) => `riga ${i} città àèìòù €\n`).join(""),
  );
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], "Elenco ospiti.txt", { type: "text/plain" }));
  const uploaded = await fetch(`${a.base}/api/documents/upload/Customer/${customer.id}`, {
    method: "POST",
    headers: { authorization: `Bearer ${clerk.token}` },
    body: form,
  });
  const envelope = (await uploaded.json()) as { entity: { id: number } | null };
  check(uploaded.status === 200 && Boolean(envelope.entity), "upload through A answered 200");
  const id = envelope.entity?.id ?? 0;
  const started = performance.now();
  const downloaded = await fetch(`${b.base}/api/documents/download/${id}`, {
    headers: { authorization: `Bearer ${clerk.token}` },
  });
  const received = new Uint8Array(await downloaded.arrayBuffer());
  console.log(
    `  ${bytes.length} bytes up through A; down through B: status ${downloaded.status}, ${received.length} bytes ` +
      `in ${(performance.now() - started).toFixed(0)} ms`,
  );
  check(
    downloaded.status === 200 && Buffer.from(received).equals(Buffer.from(bytes)),
    "B served the same bytes",
  );
  const removed = await api(b, "DELETE", `/documents/${id}`, clerk.token);
  const after = await fetch(`${a.base}/api/documents/download/${id}`, {
    headers: { authorization: `Bearer ${clerk.token}` },
  });
  check(removed.status === 200 && after.status === 404, "deleted through B: A answers 404");
}

// ---- 4. Password change ----

async function passwordChange(a: Node, b: Node) {
  console.log("\n4. Password change through node A ends the sessions signed in on A and on B");
  const user = await createUser({ password: "Vecchia-Password-1" });
  const signIn = async (node: Node, password: string) =>
    api(node, "POST", "/profiles/authenticate", undefined, { username: user.username, password });
  const onA = await signIn(a, "Vecchia-Password-1");
  const onB = await signIn(b, "Vecchia-Password-1");
  check(onA.status === 200 && onB.status === 200, "signed in through A and through B");
  const sessions = [onA, onB].map(
    (answer) => answer.envelope.entity as { token: string; refreshToken: string },
  );
  const before: number[] = [];
  for (const session of sessions) {
    for (const node of [a, b])
      before.push((await api(node, "GET", "/profiles/profileinfo", session.token)).status);
  }
  check(
    before.every((status) => status === 200),
    `both tokens work on both nodes before (${before.join(",")})`,
  );

  const changed = await api(a, "POST", "/profiles/mydata", sessions[0]!.token, {
    lastName: "Nodi",
    account: {
      currentPassword: "Vecchia-Password-1",
      password: "Nuova-Password-2",
      confirmPassword: "Nuova-Password-2",
    },
  });
  check(changed.status === 200, "password changed through A");

  const after: number[] = [];
  const refreshed: number[] = [];
  for (const session of sessions) {
    for (const node of [a, b]) {
      after.push((await api(node, "GET", "/profiles/profileinfo", session.token)).status);
    }
  }
  // Each refresh token tried once, one on each node (a refused one is also revoked).
  refreshed.push(
    (
      await api(b, "POST", "/profiles/refreshtoken", undefined, {
        accountId: user.accountId,
        refreshToken: sessions[0]!.refreshToken,
      })
    ).status,
    (
      await api(a, "POST", "/profiles/refreshtoken", undefined, {
        accountId: user.accountId,
        refreshToken: sessions[1]!.refreshToken,
      })
    ).status,
  );
  const oldPassword = await signIn(b, "Vecchia-Password-1");
  const newPassword = await signIn(b, "Nuova-Password-2");
  console.log(
    `  old access tokens after the change (A's on A,B; B's on A,B): ${after.join(",")}; ` +
      `refresh tokens: ${refreshed.join(",")}; sign-in on B, old password ${oldPassword.status}, new ${newPassword.status}`,
  );
  check(
    after.every((status) => status === 401),
    "every old access token is refused on both nodes at once",
  );
  check(
    refreshed.every((status) => status === 401),
    "every old refresh token is refused",
  );
  check(oldPassword.status === 401 && newPassword.status === 200, "B accepts only the new password");
}

// ---- 5. Sign-in limits ----

async function signInLimits(a: Node, b: Node) {
  console.log("\n5. Sign-in limits are shared: wrong passwords through A and B count together");
  const user = await createUser({ password: "Giusta-Password-3" });
  const attempt = (node: Node) =>
    api(node, "POST", "/profiles/authenticate", undefined, {
      username: user.username,
      password: "sbagliata",
    });
  const statuses = [(await attempt(a)).status, (await attempt(b)).status, (await attempt(a)).status];
  const fourth = await attempt(b);
  console.log(`  attempts A,B,A: ${statuses.join(",")}; 4th through B at once: ${fourth.status}`);
  check(
    statuses.every((status) => status === 401),
    "the first three failures answer 401",
  );
  check(fourth.status === 429, "the fourth, through the other node, must wait (429)");
}

// ---- Run ----

async function main() {
  const t0 = Date.now();
  if (
    spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { cwd: ROOT, stdio: "inherit" }).status !== 0
  ) {
    throw new Error("the build failed");
  }
  const built = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-nodes-"));
  fs.chmodSync(dataDir, 0o755);
  let database: EmbeddedDatabase | undefined;
  const nodes: Node[] = [];
  let stopped: Promise<void> | undefined;
  const stopAll = () =>
    (stopped ??= (async () => {
      await closeDb().catch(() => {});
      await Promise.all(nodes.map(stopNode));
      await database
        ?.stop()
        .catch((error: unknown) => console.error("PostgreSQL did not stop cleanly:", error));
      fs.rmSync(dataDir, { recursive: true, force: true });
    })());
  // Interrupted or stuck: stop the servers and PostgreSQL all the same.
  const abort = (reason: string) => {
    console.error(`\nTwo-node test FAILED: ${reason}`);
    void stopAll().finally(() => process.exit(1));
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => abort(`stopped by ${signal}`));
  setTimeout(() => abort(`not finished after ${TEST_TIMEOUT_MS / 1000} s`), TEST_TIMEOUT_MS).unref();
  try {
    database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), port: PG_PORT });
    process.env.DATABASE_URL = database.url;
    process.env.AUTH_SECRET = AUTH_SECRET;
    console.log(
      `Embedded PostgreSQL on port ${PG_PORT}; starting node A (${PORT_A}) and node B (${PORT_B}) together`,
    );
    nodes.push(startNode("A", PORT_A, database.url), startNode("B", PORT_B, database.url));
    const readyMs = await Promise.all(nodes.map(waitHealthy));
    console.log(
      `  healthy after ${readyMs.map((ms, i) => `${nodes[i]!.name} ${ms} ms`).join(", ")} (one database prepared once)`,
    );
    const [a, b] = nodes as [Node, Node];

    await reservationRace(a, b);
    await accountingQueue(a, b);
    await attachments(a, b);
    await passwordChange(a, b);
    await signInLimits(a, b);

    const requestLines = nodes.map(
      (node) => node.lines.filter((line) => line.includes('"requestId"')).length,
    );
    console.log(`\nRequest log lines: node A ${requestLines[0]}, node B ${requestLines[1]}`);
    check(
      nodes.every(
        (node) => !node.lines.some((line) => line.includes(AUTH_SECRET) || line.includes("Password-")),
      ),
      "no secret or password in the servers' output",
    );
  } catch (error) {
    failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    await stopAll();
  }
  const total = ((Date.now() - t0) / 1000).toFixed(1);
  const testOnly = ((Date.now() - built) / 1000).toFixed(1);
  if (failures.length) {
    console.error(
      `\nTwo-node test FAILED (${total} s, ${testOnly} s without the build):\n- ${failures.join("\n- ")}`,
    );
    process.exit(1);
  }
  console.log(`\nTwo-node test passed (${total} s, ${testOnly} s without the build).`);
  process.exit(0);
}

void main();
