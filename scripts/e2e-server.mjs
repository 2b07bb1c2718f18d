// The server of the browser tests: the built app on its own port with a fresh embedded
// database (demo data) and APP_ENV=Stage, so the suite starts from a known state.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = path.join(process.cwd(), ".data", "e2e");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });

const env = { ...process.env, PORT: port, APP_ENV: "Stage", NEXT_TELEMETRY_DISABLED: "1" };
delete env.DATABASE_URL;
env.EMBEDDED_PG_DIR = path.join(dataDir, "pg");
env.EMBEDDED_PG_PORT = process.env.E2E_PG_PORT ?? "54339";
env.AUTH_SECRET = "e2e-secret-0123456789abcdefghijklmnopqrstuvwxyz";

const child = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
