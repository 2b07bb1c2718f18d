// Builds the app when there is no build yet or a source file is newer than the last build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const buildId = path.join(root, ".next", "BUILD_ID");
const SOURCES = [
  "app",
  "components",
  "lib",
  "db",
  "messages",
  "i18n",
  "public",
  "proxy.ts",
  "next.config.ts",
  "instrumentation.ts",
  "package-lock.json",
  "serwist.config.mjs",
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildIfNeeded() {
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestMtime));
  if (builtAt && builtAt >= changedAt) return;
  console.log(
    builtAt ? "Sources changed since the last build: building…" : "No build yet: building the app…",
  );
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
