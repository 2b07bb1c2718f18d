// The Chromium of the browser tests: CHROMIUM_PATH when set, Debian's chromium when
// present, else the one from the npm registry (@sparticuz/chromium, unpacked into the temporary
// folder on first use), so `npm install && npm test` needs nothing from apt.
import fs from "node:fs";

export async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  // Debian's binary itself: /usr/bin/chromium is a shell wrapper, behind which Lighthouse's
  // remote-debugging port was not reachable (bench:ui: "Failed to fetch browser webSocket URL").
  if (fs.existsSync("/usr/lib/chromium/chromium")) return "/usr/lib/chromium/chromium";
  if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}
