// Builds the app when there is no build yet or the sources differ from those of the last build.
// A hash of the sources' contents (not their times: the build itself writes public/sw.js after
// BUILD_ID, and a checkout or copy changes times without changing a byte) is kept beside the build.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");
const buildId = path.join(distDir, "BUILD_ID");
const hashFile = path.join(distDir, "source-hash");
const SOURCES = [
  "app",
  "components",
  "lib",
  "db",
  "messages",
  "i18n",
  "public",
  "sw",
  "proxy.ts",
  "next.config.ts",
  "instrumentation.ts",
  "package-lock.json",
  "serwist.config.mjs",
];
/** Written by the build (serwist): never a reason to build again. */
const GENERATED = new Set(["public/sw.js", "public/sw.js.map"]);

function addEntry(hash, entry) {
  if (GENERATED.has(entry) || /^public\/swe-worker-/.test(entry)) return;
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const child of fs.readdirSync(full).sort()) addEntry(hash, path.posix.join(entry, child));
    return;
  }
  hash.update(`${entry}\0`);
  hash.update(fs.readFileSync(full));
  hash.update("\0");
}

export function sourceHash() {
  const hash = createHash("sha256");
  for (const entry of SOURCES) addEntry(hash, entry);
  return hash.digest("hex");
}

export function buildIfNeeded() {
  const current = sourceHash();
  const built =
    fs.existsSync(buildId) && fs.existsSync(hashFile) ? fs.readFileSync(hashFile, "utf8").trim() : "";
  if (built === current) return;
  console.log(
    fs.existsSync(buildId)
      ? "Sources changed since the last build: building…"
      : "No build yet: building the app…",
  );
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(hashFile, `${current}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
