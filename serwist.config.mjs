// Service worker build (Serwist configurator mode: runs after `next build`, works with Turbopack).
import { serwist } from "@serwist/next/config";

export default serwist({
  swSrc: "sw/sw.ts",
  swDest: "public/sw.js",
  // Pages are rendered per request (locale, auth): precache only static assets.
  precachePrerendered: false,
});
