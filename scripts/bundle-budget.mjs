// Prints the gzipped first-load JavaScript of each page from the production build, and fails when a
// page passes its budget (/login <= 150 KiB, other pages <= 250 KiB: docs/BUNDLE.md).
//
// First-load JS of a route = the build's root main files (Next's runtime) + every chunk the route's
// client-reference manifest lists as an entry of its segments (layouts and page), each counted once.
// Chunks loaded later by `import()` (dialogs, QR reader, PDF/Excel code) are not counted.
//
// Usage: node scripts/bundle-budget.mjs [--json] [--report]   (after `npm run build`; NEXT_DIST_DIR
// honoured). --report prints the pages over budget without failing (`npm run bench` uses it).
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

const KIB = 1024;
/** Every page but /login, new pages included. */
const DEFAULT_KIB = 250;
/**
 * Pages above 250 KiB that may stay there up to their figure (docs/BUNDLE.md). Empty: every page
 * is under 250 KiB. No page may be added for code of its own.
 */
export const CEILINGS = {};

/** Budgets in KiB, by route; the first matching rule wins. */
export const BUDGETS = [
  { match: (route) => route === "/login", kib: 150 },
  { match: (route) => route in CEILINGS, kib: (route) => CEILINGS[route] },
  { match: () => true, kib: DEFAULT_KIB },
];

const distDir = path.resolve(process.env.NEXT_DIST_DIR || ".next");

function gzipSize(file, cache) {
  if (!cache.has(file)) {
    const content = fs.readFileSync(path.join(distDir, file));
    cache.set(file, zlib.gzipSync(content, { level: 9 }).length);
  }
  return cache.get(file);
}

function findManifests(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findManifests(full));
    else if (entry.name === "page_client-reference-manifest.js") found.push(full);
  }
  return found;
}

function readManifest(file) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
  const [[entry, manifest]] = Object.entries(sandbox.__RSC_MANIFEST);
  return { entry, manifest };
}

/** "/[locale]/(app)/customers/page" -> "/customers" (the URL: no locale prefix, no route groups). */
function routeOf(entry) {
  const parts = entry
    .replace(/\/page$/, "")
    .split("/")
    .filter((part) => part && part !== "[locale]" && !/^\(.*\)$/.test(part));
  return `/${parts.join("/")}`;
}

export function measure() {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const rootFiles = buildManifest.rootMainFiles ?? [];
  const cache = new Map();
  const appDir = path.join(distDir, "server", "app");
  const rows = [];
  for (const file of findManifests(appDir)) {
    const { entry, manifest } = readManifest(file);
    if (!entry.startsWith("/[locale]/")) continue;
    const chunks = new Set(rootFiles);
    for (const files of Object.values(manifest.entryJSFiles ?? {}))
      for (const chunk of files) chunks.add(chunk);
    const bytes = [...chunks].reduce((sum, chunk) => sum + gzipSize(chunk, cache), 0);
    const route = routeOf(entry);
    const rule = BUDGETS.find((candidate) => candidate.match(route));
    const budget = typeof rule.kib === "function" ? rule.kib(route) : rule.kib;
    rows.push({ route, scripts: chunks.size, kib: Math.round((bytes / KIB) * 10) / 10, budget });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(path.join(distDir, "build-manifest.json"))) {
    console.error(`No build in ${distDir}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const rows = measure();
  const over = rows.filter((row) => row.kib > row.budget);
  if (process.argv.includes("--json")) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log("First-load JavaScript per page (gzip -9), KiB:");
    for (const row of rows) {
      const status = row.kib > row.budget ? "OVER" : row.kib > DEFAULT_KIB ? "debt" : "ok  ";
      console.log(
        `  ${status} ${row.route.padEnd(48)} ${String(row.kib).padStart(7)} / ${row.budget}  (${row.scripts} scripts)`,
      );
    }
    const debts = rows.filter((row) => row.kib > DEFAULT_KIB && row.route in CEILINGS).length;
    if (debts)
      console.log(`${debts} page(s) above ${DEFAULT_KIB} KiB within their recorded ceiling (CEILINGS)`);
  }
  if (over.length) {
    console.error(`${over.length} page(s) over budget: ${over.map((row) => row.route).join(", ")}`);
    if (!process.argv.includes("--report")) process.exit(1);
  }
}
