// `npm start`: builds when needed, then serves the app with WEB_CONCURRENCY server processes
// (default: one per core). Without DATABASE_URL the embedded PostgreSQL is started (and demo data
// loaded on first start) once, here, and shared by every server process.
//
// Each server process is scripts/server.mjs (Next behind the app's front door). One process
// (WEB_CONCURRENCY=1): it prepares the database itself (instrumentation.ts). More: this process
// prepares the database, then runs scripts/server.mjs in each of its cluster workers;
// they share the port (Node's cluster hands each new connection to one of them in turn) and skip the
// preparation (BACKOFFICE_DATABASE_READY). SIGINT/SIGTERM stops the workers, then PostgreSQL.
import cluster from "node:cluster";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import os from "node:os";
import { buildIfNeeded } from "./build-if-needed.mjs";

const port = process.env.PORT ?? "3000";
const serverScript = fileURLToPath(new URL("./server.mjs", import.meta.url));
const env = { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: "1" };
const processes = serverProcesses();

buildIfNeeded();
if (processes === 1) startOne();
else await startCluster(processes);

function serverProcesses() {
  const chosen = Number(process.env.WEB_CONCURRENCY);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  return typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
}

function startOne() {
  const child = spawn(process.execPath, [serverScript], { stdio: "inherit", env });
  // Forward stop signals so that the server (and its embedded PostgreSQL) shut down cleanly.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

async function startCluster(count) {
  // The database code is TypeScript with the project's path aliases: loaded through tsx.
  const { tsImport } = await import("tsx/esm/api");
  const { startServerDatabase } = await tsImport("../db/startup.ts", import.meta.url);
  const { serverDatabaseContent } = await tsImport("../seed/database-content.ts", import.meta.url);
  const { closeDb } = await tsImport("../db/client.ts", import.meta.url);
  const database = await startServerDatabase(serverDatabaseContent);
  await closeDb();
  let stopping = false;
  cluster.setupPrimary({ exec: serverScript, silent: false });
  const workerEnv = {
    ...env,
    DATABASE_URL: process.env.DATABASE_URL,
    AUTH_SECRET: process.env.AUTH_SECRET,
    BACKOFFICE_DATABASE_READY: "1",
  };
  const fork = () => cluster.fork(workerEnv);
  for (let index = 0; index < count; index++) fork();
  console.log(`  ${count} server processes (WEB_CONCURRENCY to choose)`);
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    // A crashed worker is replaced; the others keep serving meanwhile.
    console.error(`[start] server process ${worker.process.pid} ended (${signal ?? code}): starting another`);
    fork();
  });

  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    const exited = workers.map((worker) => new Promise((resolve) => worker.once("exit", resolve)));
    for (const worker of workers) worker.process.kill(signal);
    const timeout = new Promise((resolve) => setTimeout(resolve, 15_000).unref());
    await Promise.race([Promise.all(exited), timeout]);
    for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill("SIGKILL");
    await database?.stop().catch((error) => console.error("[start] PostgreSQL did not stop cleanly:", error));
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(signal));
}
