// `npm start`: builds when needed, then serves the app. Without DATABASE_URL the server starts
// its embedded PostgreSQL (see instrumentation.ts) and loads demo data on first start.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const port = process.env.PORT ?? "3000";
// Next's own binary, not npx: npx does not pass stop signals on, which would leave the server
// (and its embedded PostgreSQL) running after Ctrl+C or SIGTERM.
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const child = spawn(process.execPath, [nextBin, "start", "-p", port], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: "1" },
});
// Forward stop signals so that the server (and its embedded PostgreSQL) shut down cleanly.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
