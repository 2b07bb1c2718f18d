// The server of the browser tests: the app on its own port with a fresh embedded database (demo
// data) and APP_ENV=Stage, so the suite starts from a known state. E2E_DEV=1 serves in
// development mode instead of the production build (quicker while developing one screen).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = path.join(process.cwd(), ".data", `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });

const env = { ...process.env, PORT: port, APP_ENV: "Stage", NEXT_TELEMETRY_DISABLED: "1" };
delete env.DATABASE_URL;
env.EMBEDDED_PG_DIR = path.join(dataDir, "pg");
env.EMBEDDED_PG_PORT = process.env.E2E_PG_PORT ?? "54339";
env.AUTH_SECRET = "e2e-secret-0123456789abcdefghijklmnopqrstuvwxyz";
// Backups of the run in its own folder (lib/backup), encrypted to a key pair the embedded start
// makes there (e2e/backups.spec.ts decrypts the download with it).
env.BACKUP_DIR = path.join(dataDir, "backups");
env.BACKUP_IDENTITY_FILE = path.join(dataDir, "backup-identity.txt");
delete env.BACKUP_RECIPIENT;
// Attachments in the database (DOCUMENTS_DIR unset), as in production.
delete env.DOCUMENTS_DIR;

const serverArgs = process.env.E2E_DEV === "1" ? ["scripts/server.mjs", "--dev"] : ["scripts/server.mjs"];
const child = spawn(process.execPath, serverArgs, {
  stdio: ["inherit", "pipe", "inherit"],
  env,
});
// The per-request log lines (lib/api/request-log.ts) are written and read, but not printed.
let pending = "";
child.stdout.on("data", (chunk) => {
  const lines = (pending + chunk).split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) if (!line.startsWith('{"time":')) process.stdout.write(`${line}\n`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
