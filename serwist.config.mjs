// Service worker build (Serwist configurator mode: runs after `next build`, works with Turbopack).
import fs from "node:fs";
import path from "node:path";
import { serwist } from "@serwist/next/config";

// The build's id versions the offline page: a new build installs its new copy.
const buildId = fs.readFileSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim();

export default serwist({
  swSrc: "sw/sw.ts",
  swDest: "public/sw.js",
  // Pages are rendered per request (locale, auth): precache only static assets, plus the offline
  // page (fetched by the browser at install, so in its language), served for any navigation the
  // network cannot answer: the browser's own error page is never shown.
  precachePrerendered: false,
  additionalPrecacheEntries: [{ url: "/offline", revision: buildId }],
});
